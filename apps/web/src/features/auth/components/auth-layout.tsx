import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../../components/ui/language-switcher';
import './auth-layout.css';

interface AuthLayoutProps {
  title: string;
  children: ReactNode;
  wide?: boolean;
}

/** The frame of the signed-out pages: brand, language switcher, one card. Plain elements: sign-in has no antd. */
export function AuthLayout({ title, children, wide = false }: AuthLayoutProps) {
  const { t } = useTranslation();
  const maxWidth = wide ? 720 : 420;
  return (
    <main className="tabib-auth-layout">
      <div className="tabib-auth-layout-top" style={{ maxWidth }}>
        <div className="tabib-auth-layout-brand">{t('appName')}</div>
        <LanguageSwitcher />
      </div>
      <section className="tabib-auth-layout-card" style={{ maxWidth }} aria-labelledby="auth-layout-title">
        <h1 id="auth-layout-title" className="tabib-auth-layout-title">
          {title}
        </h1>
        <div className="tabib-auth-layout-body">{children}</div>
      </section>
    </main>
  );
}
