/** Building blocks of every long-form page (guides, articles, legal pages). */
export type Block =
  | { type: 'p'; text: string }
  | { type: 'h3'; text: string }
  | { type: 'list'; items: readonly string[]; ordered?: boolean }
  | { type: 'table'; caption: string; head: readonly string[]; rows: readonly (readonly string[])[] }
  | { type: 'note'; title: string; text: string }
  /** A passage in another language (its own lang attribute): the policy summaries. */
  | { type: 'translated'; lang: string; title: string; items: readonly string[]; note: string }
  /** Links to other pages of the site (react-router paths). */
  | { type: 'links'; items: readonly { label: string; to: string }[] };

export interface Section {
  /** Anchor id for the table of contents. */
  id: string;
  title: string;
  blocks: readonly Block[];
}

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export interface Crumb {
  label: string;
  to: string;
}

export interface CallToAction {
  label: string;
  to: string;
}
