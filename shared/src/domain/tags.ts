/** What a tag can be attached to (back-office spec §3: "tags (attachable to elements)"). */
export const TAG_ELEMENT_TYPES = ['product', 'category', 'asset'] as const;
export type TagElementType = (typeof TAG_ELEMENT_TYPES)[number];

export const TAG_LIMITS = {
  nameMaxLength: 100,
  /** A batch assignment by a list of ids names at most this many; more go by category. */
  batchMaxElements: 1000,
  /** How many of the latest batch assignment jobs the back office lists. */
  batchJobsListed: 50,
} as const;
