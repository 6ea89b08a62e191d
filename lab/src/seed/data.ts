// The lab's content. The order of the lists is the order of creation, which fixes the ids
// of a fresh database; every documentId is derived from a stable key (see documentIdFor).
import crypto from 'crypto';

/** A cuid2-shaped id (24 characters, a lowercase letter then letters and digits) derived from a key. */
export function documentIdFor(key: string): string {
  const bytes = crypto.createHash('sha256').update(`strapi-docs-lab:${key}`).digest();
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const alphabet = letters + '0123456789';
  let id = letters[bytes[0] % 26];
  for (let i = 1; i < 24; i += 1) id += alphabet[bytes[i] % 36];
  return id;
}

export interface ImageSpec {
  /** File name, also the media's `name`. */
  name: string;
  alternativeText: string;
  caption: string;
  /** Two colours of the generated picture (no text: the lab needs no fonts). */
  colors: [string, string];
}

export const IMAGES: ImageSpec[] = [
  { name: 'biscotte-restaurant.jpg', alternativeText: 'The dining room of Biscotte Restaurant', caption: 'Biscotte Restaurant', colors: ['#d9a05b', '#6b3e26'] },
  { name: 'pizzeria-arrivederci.jpg', alternativeText: 'A wood-fired oven', caption: 'Pizzeria Arrivederci', colors: ['#e4572e', '#f3a712'] },
  { name: 'sakura-sushi.jpg', alternativeText: 'A sushi counter', caption: 'Sakura Sushi', colors: ['#f7b7c5', '#2e294e'] },
  { name: 'taqueria-el-sol.jpg', alternativeText: 'Tacos on a blue plate', caption: 'Taqueria El Sol', colors: ['#ffd23f', '#3bceac'] },
  { name: 'cedar-house.jpg', alternativeText: 'A terrace under cedar trees', caption: 'Cedar House', colors: ['#0e7c7b', '#d6e681'] },
  { name: 'spring-menu.jpg', alternativeText: 'Spring vegetables on a wooden table', caption: 'Spring menu', colors: ['#9bc53d', '#fde74c'] },
  { name: 'summer-terrace.jpg', alternativeText: 'Tables on a sunny terrace', caption: 'Summer terrace', colors: ['#5bc0eb', '#fa7921'] },
];

export const CATEGORIES = [
  { key: 'fine-dining', name: 'Fine dining', slug: 'fine-dining' },
  { key: 'family-friendly', name: 'Family friendly', slug: 'family-friendly' },
  { key: 'vegetarian-options', name: 'Vegetarian options', slug: 'vegetarian-options' },
  { key: 'terrace', name: 'Terrace', slug: 'terrace' },
];

type MenuItem =
  | { __component: 'restaurant.dish'; name: string; price: number; vegetarian: boolean }
  | { __component: 'restaurant.opening-hours'; day: string; opens: string; closes: string };

const dish = (name: string, price: number, vegetarian = false): MenuItem => ({ __component: 'restaurant.dish', name, price, vegetarian });
const hours = (day: string, opens: string, closes: string): MenuItem => ({ __component: 'restaurant.opening-hours', day, opens, closes });

export interface RestaurantSpec {
  slug: string;
  /** published: created then published; draft: never published. */
  state: 'published' | 'draft';
  cover?: string;
  categories: string[];
  shared: {
    cuisine: string;
    averagePrice: number;
    rating?: number;
    address: { street: string; city: string; postalCode: string; country: string };
  };
  en: { name: string; description: string; menu: MenuItem[] };
  fr?: { name: string; description: string; menu: MenuItem[] };
  /** Saved to the English draft after publication: the draft is then newer than the published version. */
  newerDraft?: { description: string };
}

export const RESTAURANTS: RestaurantSpec[] = [
  {
    slug: 'biscotte-restaurant',
    state: 'published',
    cover: 'biscotte-restaurant.jpg',
    categories: ['fine-dining', 'terrace'],
    shared: { cuisine: 'french', averagePrice: 28.5, rating: 4, address: { street: '12 rue des Lilas', city: 'Paris', postalCode: '75011', country: 'France' } },
    en: {
      name: 'Biscotte Restaurant',
      description: 'A narrow bistro by the Canal Saint-Martin whose chalkboard menu follows the morning market.',
      menu: [dish('Duck confit', 24), dish('Ratatouille', 16.5, true), hours('tuesday', '12:00:00.000', '22:30:00.000')],
    },
    fr: {
      name: 'Restaurant Biscotte',
      description: 'Un bistrot étroit au bord du canal Saint-Martin, dont l\'ardoise suit le marché du matin.',
      menu: [dish('Confit de canard', 24), dish('Ratatouille', 16.5, true), hours('tuesday', '12:00:00.000', '22:30:00.000')],
    },
  },
  {
    slug: 'pizzeria-arrivederci',
    state: 'published',
    cover: 'pizzeria-arrivederci.jpg',
    categories: ['family-friendly', 'vegetarian-options'],
    shared: { cuisine: 'italian', averagePrice: 18, rating: 5, address: { street: 'Via Roma 8', city: 'Turin', postalCode: '10121', country: 'Italy' } },
    en: {
      name: 'Pizzeria Arrivederci',
      description: 'Neapolitan pizzas from a wood-fired oven, and fresh pasta every day.',
      menu: [dish('Pizza margherita', 11, true), dish('Tagliatelle al ragù', 14.5), hours('friday', '18:00:00.000', '23:30:00.000')],
    },
    fr: {
      name: 'Pizzeria Arrivederci',
      description: 'Des pizzas napolitaines cuites au feu de bois, et des pâtes fraîches tous les jours.',
      menu: [dish('Pizza margherita', 11, true), dish('Tagliatelles à la bolognaise', 14.5), hours('friday', '18:00:00.000', '23:30:00.000')],
    },
  },
  {
    slug: 'sakura-sushi',
    state: 'published',
    cover: 'sakura-sushi.jpg',
    categories: ['fine-dining'],
    shared: { cuisine: 'japanese', averagePrice: 35, rating: 4, address: { street: '3 quai Saint-Antoine', city: 'Lyon', postalCode: '69002', country: 'France' } },
    en: {
      name: 'Sakura Sushi',
      description: 'An eight-seat counter where the chef serves the catch of the day.',
      menu: [dish('Omakase', 65), dish('Vegetable maki', 9, true), hours('saturday', '19:00:00.000', '23:00:00.000')],
    },
    fr: {
      name: 'Sakura Sushi',
      description: 'Un comptoir de huit places où le chef sert la pêche du jour.',
      menu: [dish('Omakase', 65), dish('Maki aux légumes', 9, true), hours('saturday', '19:00:00.000', '23:00:00.000')],
    },
  },
  {
    slug: 'taqueria-el-sol',
    state: 'published',
    cover: 'taqueria-el-sol.jpg',
    categories: ['family-friendly', 'vegetarian-options'],
    shared: { cuisine: 'mexican', averagePrice: 14, rating: 4, address: { street: '40 Market Street', city: 'Bristol', postalCode: 'BS1 1JQ', country: 'United Kingdom' } },
    en: {
      name: 'Taqueria El Sol',
      description: 'Corn tortillas pressed to order, six salsas and a sunny patio.',
      menu: [dish('Tacos al pastor', 12), dish('Black bean tostada', 9.5, true), hours('sunday', '11:30:00.000', '16:00:00.000')],
    },
  },
  {
    slug: 'cedar-house',
    state: 'published',
    cover: 'cedar-house.jpg',
    categories: ['vegetarian-options', 'terrace'],
    shared: { cuisine: 'lebanese', averagePrice: 22, rating: 5, address: { street: '5 Rue Gouraud', city: 'Beirut', postalCode: '2060', country: 'Lebanon' } },
    en: {
      name: 'Cedar House',
      description: 'Mezze to share under the cedar trees.',
      menu: [dish('Mezze platter', 19, true), dish('Lamb kofta', 17), hours('wednesday', '12:00:00.000', '23:00:00.000')],
    },
    newerDraft: { description: 'Mezze to share under the cedar trees. Now open on Sundays.' },
  },
  {
    slug: 'trattoria-nonna',
    state: 'draft',
    categories: ['family-friendly'],
    shared: { cuisine: 'italian', averagePrice: 20, address: { street: '21 Corso Italia', city: 'Milan', postalCode: '20122', country: 'Italy' } },
    en: {
      name: 'Trattoria Nonna',
      description: 'Opening soon: recipes from our grandmother.',
      menu: [dish('Lasagne', 15)],
    },
  },
];

export interface ArticleSpec {
  slug: string;
  state: 'published' | 'draft';
  restaurant: string;
  cover?: string;
  en: { title: string; excerpt: string; body: string; seo: { metaTitle: string; metaDescription: string } };
  fr?: { title: string; excerpt: string; body: string; seo: { metaTitle: string; metaDescription: string } };
  /** Saved to the English draft after publication. */
  newerDraft?: { title: string };
}

export const ARTICLES: ArticleSpec[] = [
  {
    slug: 'spring-menu-is-out',
    state: 'published',
    restaurant: 'biscotte-restaurant',
    cover: 'spring-menu.jpg',
    en: {
      title: 'Spring menu is out',
      excerpt: 'Asparagus, peas and the first strawberries arrive at Biscotte.',
      body: '## What is new\n\nThe spring menu brings **green asparagus**, fresh peas and the first strawberries.\n\n- Asparagus with hollandaise sauce\n- Strawberry tart',
      seo: { metaTitle: 'Spring menu at Biscotte', metaDescription: 'The new spring menu of Biscotte Restaurant.' },
    },
    fr: {
      title: 'Le menu de printemps est arrivé',
      excerpt: 'Asperges, petits pois et premières fraises arrivent chez Biscotte.',
      body: '## Les nouveautés\n\nLe menu de printemps apporte des **asperges vertes**, des petits pois frais et les premières fraises.\n\n- Asperges sauce hollandaise\n- Tarte aux fraises',
      seo: { metaTitle: 'Le menu de printemps chez Biscotte', metaDescription: 'Le nouveau menu de printemps du restaurant Biscotte.' },
    },
  },
  {
    slug: 'summer-terrace-opening',
    state: 'published',
    restaurant: 'biscotte-restaurant',
    cover: 'summer-terrace.jpg',
    en: {
      title: 'Summer terrace opening',
      excerpt: 'The terrace of Biscotte Restaurant opens on June 1st.',
      body: 'From **June 1st**, dinner is served on the terrace every evening, weather permitting.',
      seo: { metaTitle: 'Summer terrace at Biscotte', metaDescription: 'Dinner on the terrace from June 1st.' },
    },
    fr: {
      title: "Ouverture de la terrasse d'été",
      excerpt: 'La terrasse du restaurant Biscotte ouvre le 1er juin.',
      body: 'À partir du **1er juin**, le dîner est servi en terrasse tous les soirs, si le temps le permet.',
      seo: { metaTitle: 'La terrasse de Biscotte', metaDescription: 'Dîner en terrasse dès le 1er juin.' },
    },
    newerDraft: { title: 'Summer terrace opening (work in progress)' },
  },
  {
    slug: 'knife-skills-with-our-chef',
    state: 'published',
    restaurant: 'sakura-sushi',
    en: {
      title: 'Knife skills with our chef',
      excerpt: 'A two-hour workshop at the Sakura Sushi counter.',
      body: 'Learn to sharpen, hold and use a **yanagiba** knife. Six places per session.',
      seo: { metaTitle: 'Knife skills workshop', metaDescription: 'A two-hour knife skills workshop at Sakura Sushi.' },
    },
  },
  {
    slug: 'five-tacos-to-try',
    state: 'published',
    restaurant: 'taqueria-el-sol',
    en: {
      title: 'Five tacos to try',
      excerpt: 'From al pastor to black beans: our favourites at Taqueria El Sol.',
      body: '1. Al pastor\n2. Carnitas\n3. Baja fish\n4. Black bean\n5. Mushroom and epazote',
      seo: { metaTitle: 'Five tacos to try', metaDescription: 'Our five favourite tacos at Taqueria El Sol.' },
    },
  },
  {
    slug: 'winter-menu-preview',
    state: 'draft',
    restaurant: 'biscotte-restaurant',
    en: {
      title: 'Winter menu preview',
      excerpt: 'A first look at the winter dishes.',
      body: 'Draft: chestnut soup, braised beef, pear and chocolate.',
      seo: { metaTitle: 'Winter menu preview', metaDescription: 'The winter dishes of Biscotte Restaurant.' },
    },
  },
];

export const GLOBAL = {
  en: {
    siteName: 'Lab Eats',
    tagline: 'Good restaurants near you',
    defaultSeo: { metaTitle: 'Lab Eats', metaDescription: 'Restaurants, menus and news from the Strapi docs lab.' },
  },
  fr: {
    siteName: 'Lab Eats',
    tagline: 'De bons restaurants près de chez vous',
    defaultSeo: { metaTitle: 'Lab Eats', metaDescription: 'Restaurants, menus et actualités du labo de la documentation Strapi.' },
  },
};

/** Users & Permissions: what each role may call. */
export const PUBLIC_ACTIONS = [
  'api::restaurant.restaurant.find',
  'api::restaurant.restaurant.findOne',
  'api::category.category.find',
  'api::category.category.findOne',
  'api::article.article.find',
  'api::article.article.findOne',
  'api::global.global.find',
];
export const AUTHENTICATED_ACTIONS = [...PUBLIC_ACTIONS, 'api::article.article.create', 'api::article.article.update'];
