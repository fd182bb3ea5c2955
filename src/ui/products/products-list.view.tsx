import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Product } from '../../application/products/products.port';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { Ltr } from '../common/ltr';
import { PermissionDenied } from '../kit/permission-denied';
import { countText, dateText, moneyText } from '../kit/formatters';
import { PageHeader } from '../kit/page-header';
import { ReportTable } from '../kit/report-table';
import type { TableColumn } from '../kit/table-types';
import { useCan } from '../kit/use-can';
import { useNotify } from '../kit/use-notify';
import { useGridPage } from '../kit/use-grid-page';
import { pathTo } from '../routing/paths';

/** spec 2 §9: the product list is server paginated, 25 a page. */
const productPageSizes = [25] as const;

function ProductsTable() {
  const { t } = useTranslation();
  const products = useArea('products');
  const { can, isPlatform } = useCan();
  const notify = useNotify();
  // spec 2 §7: the grid's page index plus one is the page asked for.
  const { list, paging } = useGridPage('products', productPageSizes, (window) => products.page(window.page), {
    onError: () => notify.error(t('errors.unexpected')),
  });
  const mayEdit = can(['ProductManagement', 'addEditDeleteProducts']);
  const c = (key: string) => t(`products.columns.${key}`);
  const columns: (TableColumn<Product> | false)[] = [
    { id: 'name', header: c('name'), body: (row) => <span className="products-table__name">{row.name}</span> },
    { id: 'sku', header: c('sku'), body: (row) => <Ltr>{row.sku}</Ltr> },
    isPlatform && { id: 'merchantName', header: c('merchant'), body: (row) => row.merchantName },
    { id: 'price', header: c('price'), numeric: true, body: (row) => <Ltr>{moneyText(row.price)}</Ltr> },
    { id: 'inventory', header: c('inventory'), numeric: true, body: (row) => <Ltr>{countText(row.inventory)}</Ltr> },
    { id: 'createdDate', header: c('createdDate'), body: (row) => <Ltr>{dateText(row.createdDate)}</Ltr> },
    mayEdit && {
      id: 'actions',
      header: c('actions'),
      body: (row) => (
        <Link
          to={pathTo('productForm', { productId: row.id })}
          className="p-button p-button-text p-button-sm p-button-icon-only"
          aria-label={t('products.edit', { name: row.name })}
          title={t('products.editShort')}
        >
          <i className="pi pi-pencil" aria-hidden="true" />
        </Link>
      ),
    },
  ];
  return (
    <div className="kit-card">
      <ReportTable
        label={t('screens.products.title')}
        rows={list.data?.rows ?? []}
        dataKey="id"
        columns={columns}
        loading={list.loading}
        emptyMessage={list.error ? t('products.loadFailed') : t('products.empty')}
        pageSizes={productPageSizes}
        paging={paging}
        minWidth="52rem"
      />
    </div>
  );
}

/** spec 2 §2.10 /products: the server-paged product list. */
export function ProductsView() {
  const { t } = useTranslation();
  const { can } = useCan();
  return (
    <section className="kit-page" aria-labelledby="products-title">
      <PageHeader titleId="products-title" title={t('screens.products.title')} subtitle={t('products.subtitle')} icon="pi-box">
        {can(['ProductManagement', 'createProducts']) && (
          <Link className="p-button" to={pathTo('productForm', { productId: 'new' })}>
            <i className="pi pi-plus" aria-hidden="true" />
            <span className="p-button-label">{t('products.create')}</span>
          </Link>
        )}
      </PageHeader>
      {can(['ProductManagement', 'viewProducts']) ? (
        <ProductsTable />
      ) : (
        <PermissionDenied title={t('products.denied.title')} message={t('products.denied.message')} />
      )}
    </section>
  );
}
