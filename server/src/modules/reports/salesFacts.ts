/** A half-open UTC range [from, to). */
export interface Range {
  from: Date;
  to: Date;
}

export interface FactFilter {
  studioId?: string | undefined;
  country?: string | undefined;
  gateway?: string | undefined;
}
