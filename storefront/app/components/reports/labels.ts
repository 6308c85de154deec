export const GROUPINGS_LABELS = {
  day: 'Day',
  week: 'Week',
  month: 'Month',
  studio: 'Studio',
  video: 'Video',
  license: 'License and resolution',
  country: 'Country',
  gateway: 'Gateway',
} as const;
