import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/application/errors/app-error';
import { firstLoad, renderCatalogue } from './catalogue-render';

const slow = { timeout: 30_000 };

describe('the blacklist screens (spec 2 §2.9, §4)', slow, () => {
  it('deletes an entry after the spec’s confirm dialog and says so', async () => {
    const { user } = await renderCatalogue('/blacklists');
    const table = await screen.findByRole('table', { name: 'Blacklists' }, firstLoad);
    expect(await within(table).findByText('923001234567')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Delete 923001234567' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure?')).toBeInTheDocument();
    expect(within(dialog).getByText('Changes will not be revert back.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('Blacklist has been deleted successfully!')).toBeInTheDocument();
    expect(within(table).queryByText('923001234567')).not.toBeInTheDocument();
  });

  it('shows a generic error when a delete fails', async () => {
    const { user } = await renderCatalogue('/blacklists', { blacklists: { removeEntry: async () => Promise.reject(new AppError('unexpected', 'x')) } });
    await user.click(await screen.findByRole('button', { name: 'Delete 923001234567' }, firstLoad));
    await user.click(await screen.findByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });

  it('is titled for the blacklist, hints 923xxxxxxx and saves a number typed 0300… in its normal form', async () => {
    const added: string[] = [];
    const { user } = await renderCatalogue('/blacklists/form/new', {
      blacklists: {
        blacklistNumber: async (msisdn) => {
          added.push(msisdn);
          return { id: 'b9', msisdn, createdDate: '2026-09-01T07:00:00.000Z' };
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Add Blacklisted Number', level: 1 }, firstLoad)).toBeInTheDocument();
    expect(screen.queryByText('Carrier Form')).not.toBeInTheDocument();
    const input = screen.getByLabelText('Mobile Number');
    expect(input).toHaveAttribute('placeholder', '923xxxxxxx');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please provide msisdn')).toBeInTheDocument();
    await user.type(input, '0300-7654321');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Blacklists', level: 1 })).toBeInTheDocument();
    expect(added).toEqual(['923007654321']);
  });

  it('loads an entry to edit', async () => {
    await renderCatalogue('/blacklists/form/blacklist-2');
    expect(await screen.findByDisplayValue('923451112233', {}, firstLoad)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Edit Blacklisted Number', level: 1 })).toBeInTheDocument();
  });
});
