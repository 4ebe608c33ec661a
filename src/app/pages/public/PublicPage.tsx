import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';

interface PublicPageProps {
  title: string;
  subtitle?: string;
  /** 'wide' for the registration forms; the login and recovery cards stay narrow. */
  width?: 'narrow' | 'wide';
  children: ReactNode;
}

/** The frame of every page reachable without signing in: brand and language bar, then one card. */
export function PublicPage({ title, subtitle, width = 'narrow', children }: PublicPageProps) {
  const { t } = useTranslation();
  return (
    <div className="srm-login">
      <header className="srm-login__header">
        <span className="srm-login__brand">{t('productName')}</span>
        <LanguageSwitch />
      </header>
      <main className={`srm-login__card${width === 'wide' ? ' srm-login__card--wide' : ''}`}>
        <h1 className="srm-login__title">{title}</h1>
        {subtitle && <p className="srm-login__subtitle">{subtitle}</p>}
        {children}
      </main>
    </div>
  );
}
