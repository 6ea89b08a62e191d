import { dataUrl } from "../../core/asset-paths";
import type { HomeContent } from "../../core/page-data";
import { pageMeta } from "../head/meta";
import { readData } from "../loaders/page-data.server";
import { site } from "../../core/site-config";
import type { Route } from "./+types/home";
import "./home.css";
import { AppLink } from "../links/AppLink";

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: site.title,
    description: site.tagline + " Guides and references for Strapi 5 and Strapi Cloud.",
    path: location.pathname,
  });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  return readData<HomeContent>(context, request, dataUrl.home);
}

export default function Home({ loaderData: home }: Route.ComponentProps) {
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
              <AppLink className="home-card home-card-highlight" to={card.href}>
                <span className="home-card-title">{card.title}</span>
                <span>{card.text}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      </section>
      <section className="home-categories" aria-label="Documentation areas">
        {home.categories.map((category) => (
          <div key={category.title} className="home-category">
            <h2>
              <AppLink to={category.href}>{category.title}</AppLink>
            </h2>
            <p>{category.text}</p>
            {category.links.length > 0 && (
              <ul>
                {category.links.map((link) => (
                  <li key={link.href}>
                    <AppLink to={link.href}>{link.label}</AppLink>
                  </li>
                ))}
              </ul>
            )}
          </div>
        ))}
      </section>
      <p className="home-github">
        Found something to improve? The docs are open source: <a href={site.repositoryUrl}>strapi/documentation on GitHub</a>.
      </p>
    </main>
  );
}
