/** The kinds of page a referral link can land on, and the path of each from what the affiliate typed. */
export const LINK_KINDS = [
  { id: 'home', label: 'Home', path: () => '/' },
  { id: 'videos', label: 'All videos', path: () => '/videos' },
  { id: 'video', label: 'A video (its slug)', path: (v: string) => `/videos/${v}` },
  { id: 'studio', label: 'A studio (its slug)', path: (v: string) => `/studios/${v}` },
  { id: 'series', label: 'A series (its slug)', path: (v: string) => `/series/${v}` },
  { id: 'category', label: 'A category (its slug)', path: (v: string) => `/categories/${v}` },
  {
    id: 'search',
    label: 'Search by title',
    path: (v: string) => `/search?q=${encodeURIComponent(v)}`,
  },
] as const;
