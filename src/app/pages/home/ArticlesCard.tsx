import { Alert, Empty, Spin, Tag } from '@arco-design/web-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { RichTextView, useLookupMeanings } from '../../../../renderer/index';
import { LazyModal } from '../../../../renderer/feedback/lazy-modal';
import type { ApiEnvelope } from '../../../shared/api/envelope';
import { HOME_ARTICLE_OPERATIONS, HOME_ARTICLE_RESOURCE, type HomeArticle } from '../../../shared/home/home-article';
import { useAppAdapter } from '../../session/AppAdapterContext';
import type { DataAdapter } from '../../../../renderer/data/data-adapter';

const call = <T,>(adapter: DataAdapter, operation: string, body: Record<string, unknown> = {}): Promise<ApiEnvelope<T>> =>
  adapter.request<T>({ service: 'base', resource: HOME_ARTICLE_RESOURCE, operation, body });

/**
 * The home page's articles (文章管理): those published for the user's side (buyers or suppliers) or for
 * everyone, pinned first, then the newest; a click reads one in a dialog (its rich text was sanitised on save).
 */
export function ArticlesCard({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const adapter = useAppAdapter();
  const meaningOf = useLookupMeanings(['ARTICLE_CATEGORY']);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useSWR(['srm.home.articles', userId], () => call<{ articles: HomeArticle[] }>(adapter, HOME_ARTICLE_OPERATIONS.list), { revalidateOnFocus: false });
  const one = useSWR(openId === null ? null : ['srm.home.article', openId], () => call<HomeArticle>(adapter, HOME_ARTICLE_OPERATIONS.find, { id: openId }));
  const articles = list.data?.status === 'S' ? list.data.data.articles : [];
  const article = one.data?.status === 'S' ? one.data.data : null;

  return (
    <section className="srm-home-articles" aria-label={t('home.articlesTitle')}>
      <h3 className="srm-workbench__section-title">{t('home.articlesTitle')}</h3>
      {list.isLoading && <Spin />}
      {list.data && list.data.status !== 'S' && <Alert type="error" title={t('home.articlesFailed')} content={list.data.msg} />}
      {list.data?.status === 'S' && articles.length === 0 && <Empty description={t('home.articlesEmpty')} />}
      <ul className="srm-home-articles__list">
        {articles.map((item) => (
          <li key={item.articleId}>
            <button type="button" className="srm-home-articles__item" onClick={() => setOpenId(item.articleId)}>
              <span className="srm-home-articles__title">
                {item.pinned && <Tag color="red" size="small">{t('home.pinned')}</Tag>}
                <Tag size="small">{meaningOf('ARTICLE_CATEGORY', item.categoryCode)}</Tag>
                {item.articleTitle}
              </span>
              {item.summary && <span className="srm-home-articles__summary">{item.summary}</span>}
              <span className="srm-home-articles__time">{item.publishDate}</span>
            </button>
          </li>
        ))}
      </ul>
      <LazyModal
        visible={openId !== null}
        title={article?.articleTitle ?? ''}
        footer={null}
        style={{ width: 760 }}
        onCancel={() => setOpenId(null)}
        unmountOnExit
      >
        {one.isLoading && <Spin />}
        {one.data && one.data.status !== 'S' && <Alert type="error" content={one.data.msg} />}
        {article && (
          <article className="srm-home-articles__article">
            <p className="srm-home-articles__time">
              {meaningOf('ARTICLE_CATEGORY', article.categoryCode)} · {article.publishDate}
            </p>
            <RichTextView value={article.content} />
          </article>
        )}
      </LazyModal>
    </section>
  );
}
