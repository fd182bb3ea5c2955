import type { ReactNode } from 'react';
import { PageHeader } from '../kit/page-header';

/** The title block of the settlement screens: the kit's header with the settlements' icon. */
export function SettlementsHeader({
  titleId,
  title,
  subtitle,
  icon = 'pi-money-bill',
  children,
}: {
  titleId: string;
  title: string;
  subtitle: string;
  icon?: string;
  children?: ReactNode;
}) {
  return (
    <PageHeader icon={icon} title={title} subtitle={subtitle} titleId={titleId}>
      {children}
    </PageHeader>
  );
}
