import { Fragment, type ReactNode } from 'react';

const TAGGED = /<(\w+)>(.*?)<\/\1>/g;

/**
 * A message whose words include an element (the words of a link): the translation wraps them in
 * a tag, `<contact>kontak ons</contact>`, so each language decides which of its words become the
 * link; `tags` says what each tag renders. Text outside tags, and an unknown tag's words, stay
 * text. No runtime here (unlike tRich, ./rich.tsx), so English-only pages may use it freely.
 */
export function withTags(text: string, tags: Record<string, (words: string) => ReactNode>): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAGGED)) {
    const [whole, name = '', words = ''] = match;
    nodes.push(text.slice(last, match.index));
    const render = tags[name];
    nodes.push(render ? render(words) : words);
    last = match.index + whole.length;
  }
  nodes.push(text.slice(last));
  return nodes.filter((node) => node !== '').map((node, index) => <Fragment key={index}>{node}</Fragment>);
}

/** The names of the tags in a message, sorted: a translation must keep the English one's. */
export const tagsOf = (message: string): string[] => [...message.matchAll(TAGGED)].map((m) => m[1]!).sort();
