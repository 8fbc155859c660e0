import { paths } from '@/config/paths';

/** The "More" dropdown of the top navigation (docs/product-rules.md 2.5). */
export const moreMenuItems = [
  { label: 'Magic CV', to: paths.magicCv },
  { label: 'Templates', to: paths.lazyTemplates },
  { label: 'Job Suggestions', to: paths.lazyApply },
  { label: 'HumanKeys', to: paths.humanKey },
] as const;
