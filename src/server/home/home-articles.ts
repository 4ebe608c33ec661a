import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HOME_ARTICLE_LIMIT, HOME_ARTICLE_OPERATIONS, HOME_ARTICLE_RESOURCE, type HomeArticle } from '../../shared/home/home-article';
import { requireIdentity } from '../auth/request-identity';
import { ApiError } from '../http/api-error';
import { envelopeResponses, success } from '../http/envelope-schema';
import { requestLanguage } from '../http/request-language';
import { asNumber, type SqlDatabase, type SqlRow } from '../sql-database';
import { systemTable } from '../system-tables';

/** The audiences (ARTICLE_AUDIENCE) a user of each kind belongs to: buyers (internal users) and suppliers. */
export function audiencesOf(userType: 'internal' | 'supplier'): string[] {
  return userType === 'supplier' ? ['ALL', 'SUPPLIER'] : ['ALL', 'BUYER'];
}

function articleOf(row: SqlRow, withContent: boolean): HomeArticle {
  return {
    articleId: asNumber(row.articleId),
    articleNumber: String(row.articleNumber ?? ''),
    articleTitle: String(row.articleTitle ?? ''),
    categoryCode: String(row.categoryCode ?? ''),
    summary: String(row.summary ?? ''),
    pinned: row.topFlag === 'Y',
    publishDate: String(row.publishDate ?? ''),
    ...(withContent ? { content: String(row.content ?? '') } : {}),
  };
}

const NOT_FOUND = {
  CN: (id: unknown) => `文章 ${String(id)} 不存在或未向您发布`,
  EN: (id: unknown) => `Article ${String(id)} does not exist or is not published to you`,
};

function articleId(request: FastifyRequest): number {
  const body = request.body as Record<string, unknown> | null;
  const raw = body && typeof body === 'object' ? body.id : undefined;
  const id = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) return id;
  const message = NOT_FOUND[requestLanguage(request)](raw ?? '');
  throw new ApiError(message, [{ field: 'id', message }]);
}

/**
 * The home page's articles under /api/base/v1/baseArticleRestful, for any signed-in user (supplier users
 * included, who have no menu of the article entity): only PUBLISHED articles whose audience is everyone or the
 * caller's side, pinned first, then the newest. Whatever id is sent, an article of another audience or not
 * published answers like a missing one.
 */
export async function homeArticleRoutes(app: FastifyInstance, { database }: { database: SqlDatabase }): Promise<void> {
  const options = { config: { access: 'login' as const }, schema: { response: envelopeResponses('record') } };
  const path = (operation: string) => `/v1/${HOME_ARTICLE_RESOURCE}/${operation}`;
  const published = (request: FastifyRequest) =>
    database.db
      .selectFrom(systemTable('articles'))
      .where('status', '=', 'PUBLISHED')
      .where('audience', 'in', audiencesOf(requireIdentity(request).user.userType));

  app.post(path(HOME_ARTICLE_OPERATIONS.list), options, async (request) => {
    const rows = await published(request)
      .select(['articleId', 'articleNumber', 'articleTitle', 'categoryCode', 'summary', 'topFlag', 'publishDate'])
      .orderBy('topFlag', 'desc')
      .orderBy('publishDate', 'desc')
      .orderBy('articleId', 'desc')
      .limit(HOME_ARTICLE_LIMIT)
      .execute();
    return success({ articles: rows.map((row) => articleOf(row, false)) }, '');
  });

  app.post(path(HOME_ARTICLE_OPERATIONS.find), options, async (request) => {
    const id = articleId(request);
    const row = await published(request)
      .select(['articleId', 'articleNumber', 'articleTitle', 'categoryCode', 'summary', 'topFlag', 'publishDate', 'content'])
      .where('articleId', '=', id)
      .executeTakeFirst();
    if (!row) {
      const message = NOT_FOUND[requestLanguage(request)](id);
      throw new ApiError(message, [{ field: 'id', message }]);
    }
    return success(articleOf(row, true), '');
  });
}
