import { site } from "../../core/site-config";
import { ContentLink } from "../links/ContentLink";

export function Footer() {
  return (
    <footer className="footer">
      <div className="footer-groups">
        {site.footer.map((group) => (
          <nav key={group.title} className="footer-group" aria-label={group.title}>
            <p className="footer-title">{group.title}</p>
            <ul>
              {group.items.map((item) => (
                <li key={item.label}>
                  <ContentLink href={item.href}>{item.label}</ContentLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="footer-copyright">Strapi 5 documentation · docs version {site.version}</p>
    </footer>
  );
}
