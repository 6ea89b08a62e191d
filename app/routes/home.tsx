import { Link } from "react-router";
import { home } from "../home";
import { pageMeta } from "../lib/meta";
import { site } from "../site-config";
import type { Route } from "./+types/home";

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({ title: site.title, description: site.tagline + " Guides and references for Strapi 5 and Strapi Cloud.", path: location.pathname === "/" ? "/" : location.pathname });
}

export default function Home() {
  return (
    <main id="main-content" className="home" tabIndex={-1}>
      <section className="home-hero">
        <h1>{home.hero.title}</h1>
        <p>{home.hero.text}</p>
      </section>
      <section className="home-carousel" aria-label="Highlights">
        <ul>
          {home.carousel.map((card) => (
            <li key={card.href}>
              <Link className="home-card home-card-highlight" to={card.href} prefetch="intent">
                <span className="home-card-title">{card.title}</span>
                <span>{card.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="home-categories" aria-label="Documentation areas">
        {home.categories.map((category) => (
          <div key={category.title} className="home-category">
            <h2>
              <Link to={category.href}>{category.title}</Link>
            </h2>
            <p>{category.text}</p>
            <ul>
              {category.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} prefetch="intent">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>
      <p className="home-github">
        Found something to improve? The docs are open source: <a href={site.repositoryUrl}>strapi/documentation on GitHub</a>.
      </p>
    </main>
  );
}
