/** Who the product is for (spec 1 section 1), in the order the hero types them. */
export const AUDIENCES = [
  'fresh graduates',
  'software engineers',
  'working professionals',
  'sales representatives',
  'career switchers',
] as const;
