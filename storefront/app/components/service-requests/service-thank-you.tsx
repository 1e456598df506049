import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/use-i18n';
import { homePath } from '../../lib/paths';
import { FormNotice } from '../account/account-form';

/** The page after a sent form: what arrived, under which reference, and where the confirmation went. */
export function ServiceThankYou({
  title,
  text,
  backLabel,
}: {
  title: string;
  text: string;
  backLabel: string;
}) {
  const { locale } = useI18n();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="page account-page">
      <header className="page-header">
        <h1 ref={heading} tabIndex={-1}>
          {title}
        </h1>
      </header>
      <FormNotice>{text}</FormNotice>
      <p>
        <Link to={homePath(locale)}>{backLabel}</Link>
      </p>
    </div>
  );
}
