import { lazy, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportFrame } from './report-frame';

export interface ReportViewSpec {
  /** Key under `screens` in the catalogues (the h1). */
  screen: string;
  icon: string;
  /** Catalogue key of the line under the title. */
  subtitle: string;
  /** The grid's module, loaded behind the title. */
  grid: () => Promise<{ default: ComponentType }>;
}

/** spec 1 §2: a report screen whose title shows at once; the grid (PrimeReact DataTable) loads behind it. */
export function reportView({ screen, icon, subtitle, grid }: ReportViewSpec): ComponentType {
  const Grid = lazy(grid);
  return function ReportView() {
    const { t } = useTranslation();
    return (
      <ReportFrame screen={screen} icon={icon} subtitle={t(subtitle)}>
        <Grid />
      </ReportFrame>
    );
  };
}
