// Shapes of the seed content loaded into Strapi at bootstrap (agreed content model, issue 4).

export type SeedAffirmation = {
  number: number;
  text: string;
  category: 'wealth' | 'love' | 'health' | 'confidence' | 'purpose' | 'spiritual';
};

export type SeedMeditation = {
  slug: string;
  aliases: string[];
  title: string;
  description: string;
  category:
    | 'Manifestation'
    | 'Abundance'
    | 'Self-Love'
    | 'Confidence'
    | 'Healing'
    | 'Sleep'
    | 'Energy'
    | 'Success';
  durationSeconds: number;
  rating: number;
  script: string;
};

export type SeedBlogCategory = { name: string; slug: string };

export type SeedBlogPost = {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  categorySlug: string;
  author: string;
  tags: string[];
  publishDate: string /* YYYY-MM-DD */;
  readTime: number;
  isFeatured: boolean;
};

export type SeedLegalDocument = {
  slug: string;
  title: string;
  lastUpdated: string;
  body: string;
  pricingReading: 'one-time-lifetime' | 'monthly-subscription' | 'none';
  backLink: 'home' | 'signup';
};

export type SeedComment = {
  postSlug: string;
  author: string;
  email?: string;
  content: string;
  moderationState: 'approved' | 'pending';
};
