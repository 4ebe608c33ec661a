/** A published article as the home page shows it to its audience (baseArticle, read through the home calls). */
export interface HomeArticle {
  articleId: number;
  articleNumber: string;
  articleTitle: string;
  /** An ARTICLE_CATEGORY code. */
  categoryCode: string;
  summary: string;
  pinned: boolean;
  /** yyyy-MM-dd HH:mm:ss */
  publishDate: string;
  /** Sanitised on save (html field): safe to show as HTML. Only in the answer of the one-article call. */
  content?: string;
}

/** The home page's calls (service base, any signed-in user, only the articles published for his side). */
export const HOME_ARTICLE_RESOURCE = 'baseArticleRestful';
export const HOME_ARTICLE_OPERATIONS = { list: 'listHome', find: 'findHome' } as const;
/** How many articles the home page lists. */
export const HOME_ARTICLE_LIMIT = 10;
