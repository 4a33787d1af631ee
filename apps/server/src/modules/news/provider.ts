import type { ArticleProvider } from '@bourse/contract';

/**
 * An article as any provider hands it to the news store, already rendered and sanitised. The staff desk makes one
 * from what staff write (Markdown); the feed provider from an RSS or Atom item. Readers only ever see stored articles,
 * whatever provider wrote them.
 */
export interface ProvidedArticle {
  provider: ArticleProvider;
  /** What de-duplicates it within its provider: a feed item's guid (or link); none for staff articles. */
  externalId: string | null;
  sourceName: string;
  title: string;
  /** The Markdown as written (staff) or '' (feeds). */
  body: string;
  contentHtml: string;
  link: string;
  imageUrl: string | null;
  tags: string[];
  /** Publish time (epoch ms). */
  deployTime: number;
}

/** A provider the leader polls for new articles (the feed ingester); staff articles arrive through staff calls. */
export interface PolledNewsProvider {
  /** Names the provider in logs. */
  readonly name: string;
  poll(signal: AbortSignal): Promise<ProvidedArticle[]>;
}
