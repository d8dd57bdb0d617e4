import {
  ZAffirmationCategory,
  ZMeditationCategory,
  type TAffirmation,
  type TMeditation,
} from '@manifest/contracts/catalogue';
import type { TLegalDocument } from '@manifest/contracts/legal';
import { ZLegalDocument } from '@manifest/contracts/legal';
import type {
  StrapiAffirmation,
  StrapiLegalDocument,
  StrapiMeditation,
} from '../content/strapi-schemas';

// Strapi documents -> the catalogue contracts. An entry an editor left
// unusable (an unknown category, a broken date) is skipped or defaulted here
// rather than breaking the whole list.

/** A meditation as the API keeps it: the public shape plus the ids it may be started with. */
export type CatalogueMeditation = TMeditation & { aliases: string[] };

const DEFAULT_RATING = 5;

export function toMeditation(meditation: StrapiMeditation): CatalogueMeditation | null {
  const category = ZMeditationCategory.safeParse(meditation.category);
  if (!category.success || meditation.durationSeconds < 1) return null;
  const rating = Number(meditation.rating ?? DEFAULT_RATING);
  return {
    id: meditation.slug,
    title: meditation.title,
    description: meditation.description ?? '',
    script: meditation.script ?? '',
    category: category.data,
    duration: Math.round(meditation.durationSeconds),
    rating: Number.isFinite(rating) ? Math.min(5, Math.max(0, rating)) : DEFAULT_RATING,
    aliases: Array.isArray(meditation.aliases)
      ? meditation.aliases.filter((alias): alias is string => typeof alias === 'string')
      : [],
  };
}

/** The public list item: without the aliases. */
export const toPublicMeditation = ({ aliases: _aliases, ...meditation }: CatalogueMeditation) =>
  meditation satisfies TMeditation;

export function toAffirmation(affirmation: StrapiAffirmation): TAffirmation | null {
  const category = ZAffirmationCategory.safeParse(affirmation.category);
  if (!category.success) return null;
  return { id: affirmation.number, text: affirmation.text, category: category.data };
}

export function toLegalDocument(document: StrapiLegalDocument): TLegalDocument | null {
  const lastUpdated = [document.lastUpdated, document.updatedAt]
    .find((value) => value && /^\d{4}-\d{2}-\d{2}/.test(value))
    ?.slice(0, 10);
  const parsed = ZLegalDocument.safeParse({
    slug: document.slug,
    title: document.title,
    lastUpdated,
    body: document.body ?? '',
    pricingReading: document.pricingReading,
    backLink: document.backLink,
  });
  return parsed.success ? parsed.data : null;
}

/**
 * Finds a meditation by its id (slug) or an old alias; case and `_`/`-`
 * differences do not matter, so `med_laser_focus` also finds `laser-focus`
 * when the CMS lists no alias for it.
 */
export function findMeditation(
  meditations: readonly CatalogueMeditation[],
  id: string,
): CatalogueMeditation | null {
  const wanted = id.trim().toLowerCase();
  const exact = meditations.find(
    (meditation) =>
      meditation.id.toLowerCase() === wanted ||
      meditation.aliases.some((alias) => alias.toLowerCase() === wanted),
  );
  if (exact) return exact;
  const normalized = wanted.replace(/^med[_-]/, '').replace(/_/g, '-');
  return meditations.find((meditation) => meditation.id.toLowerCase() === normalized) ?? null;
}
