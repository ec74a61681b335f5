import { Fragment } from 'react';
import { Link } from 'react-router';
import { type Inline, parseMarkdown } from '../../../shared/markdown';

/** Renders an article's Markdown as React elements: no HTML string is ever inserted. */
export function MarkdownView({ source }: { source: string }) {
  return (
    <div className="space-y-5 leading-7 text-ink [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-brand-900 [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-bold">
      {parseMarkdown(source).map((block, i) => {
        if (block.type === 'heading') {
          const Heading = block.level === 2 ? 'h2' : 'h3';
          return <Heading key={i}>{inlines(block.children)}</Heading>;
        }
        if (block.type === 'list') {
          const List = block.ordered ? 'ol' : 'ul';
          return (
            <List key={i} className={block.ordered ? 'ml-6 list-decimal space-y-1' : 'ml-6 list-disc space-y-1'}>
              {block.items.map((item, j) => (
                <li key={j}>{inlines(item)}</li>
              ))}
            </List>
          );
        }
        return <p key={i}>{inlines(block.children)}</p>;
      })}
    </div>
  );
}

function inlines(nodes: Inline[]) {
  return nodes.map((node, i) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={i}>{node.text}</Fragment>;
      case 'strong':
        return <strong key={i}>{inlines(node.children)}</strong>;
      case 'em':
        return <em key={i}>{inlines(node.children)}</em>;
      case 'link':
        return node.href.startsWith('/') ? (
          <Link key={i} to={node.href} className="font-semibold text-brand-700 underline">
            {inlines(node.children)}
          </Link>
        ) : (
          <a key={i} href={node.href} rel="noopener noreferrer" className="font-semibold text-brand-700 underline">
            {inlines(node.children)}
          </a>
        );
    }
  });
}
