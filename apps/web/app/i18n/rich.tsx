/**
 * Messages with elements inside (a link, a highlighted number): the
 * translated text keeps its {placeholders} and each is replaced by a node,
 * so word order stays the translator's in both languages.
 */
import { Fragment, type ReactNode } from 'react';

export function withNodes(template: string, nodes: Record<string, ReactNode>): ReactNode {
  return template
    .split(/\{(\w+)\}/)
    .map((part, index) => <Fragment key={index}>{index % 2 === 1 ? (nodes[part] ?? `{${part}}`) : part}</Fragment>);
}
