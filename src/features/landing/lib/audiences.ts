/** Who the product is for (docs/product-rules.md 17), in the order the hero types them. */
export const AUDIENCES = [
  'fresh graduates',
  'software engineers',
  'working professionals',
  'sales representatives',
  'career switchers',
] as const;
