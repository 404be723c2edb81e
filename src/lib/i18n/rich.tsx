import { Fragment, type ReactNode } from 'react';
import { t, type MessageKey, type MessageValues } from './runtime';

const MARK = '\u0000';

/**
 * A message whose placeholders are elements (a link, an amount that must not wrap): the
 * translation decides where they go, the code decides what they are. Each element placeholder is
 * filled with a marker, the text is split on the markers, and the elements go back in their places.
 */
export function tRich(key: MessageKey, values: MessageValues, elements: Record<string, ReactNode>): ReactNode[] {
  const markers: MessageValues = { ...values };
  for (const name of Object.keys(elements)) markers[name] = `${MARK}${name}${MARK}`;
  return t(key, markers)
    .split(MARK)
    .map((part, index) => <Fragment key={index}>{index % 2 === 1 ? (elements[part] ?? part) : part}</Fragment>);
}
