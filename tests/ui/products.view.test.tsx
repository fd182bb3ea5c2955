import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { InMemoryProductsAdapter } from '../../src/infrastructure/products/products.in-memory-adapter';
import { productFormMessages } from '../../src/forms/product.form-schema';
import { choose, firstLoad, renderCatalogue } from './catalogue-render';

const slow = { timeout: 30_000 };

describe('the product screens (spec 2 §2.10)', slow, () => {
  it('pages through the server: the grid’s next page asks for page 2', async () => {
    const asked = vi.fn();
    const demo = new InMemoryProductsAdapter();
    const { user } = await renderCatalogue('/products', {
      products: {
        productPage: (page) => {
          asked(page);
          return demo.productPage(page);
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Products' }, firstLoad);
    expect(await within(table).findByText('Demo Product 1')).toBeInTheDocument();
    expect(screen.getByText('1–25 of 30')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next Page' }));
    expect(await within(table).findByText('Demo Product 26')).toBeInTheDocument();
    await waitFor(() => expect(asked).toHaveBeenLastCalledWith(2));
    expect(screen.getByRole('link', { name: 'Create Product' })).toHaveAttribute('href', '/products/form/new');
  });

  it('is the Product Form: it asks for a merchant and saves merchant, name and sku', async () => {
    const created = vi.fn();
    const { user } = await renderCatalogue('/products/form/new', {
      products: {
        createProduct: async (draft) => {
          created(draft);
          return new InMemoryProductsAdapter().createProduct(draft);
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Product Form', level: 1 }, firstLoad)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(productFormMessages.merchantRequired)).toBeInTheDocument();
    expect(screen.getByText(productFormMessages.nameRequired)).toBeInTheDocument();
    await choose(user, 'Merchant', 'Game Zone');
    await user.type(screen.getByLabelText('Name'), 'Gift card');
    await user.type(screen.getByLabelText('SKU'), 'GIFT-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Products', level: 1 })).toBeInTheDocument();
    expect(created).toHaveBeenCalledWith({ merchantId: 'merchant-games', name: 'Gift card', sku: 'GIFT-1' });
  });
});
