import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { testI18n } from '../test-i18n';
import { NotifyProvider, useNotify } from '../../../src/ui/kit/use-notify';

function Screen() {
  const notify = useNotify();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button type="button" onClick={() => notify.success('Payout approved.', { summary: 'Done' })}>
        Approve
      </button>
      <button
        type="button"
        onClick={() => void notify.confirm({ header: 'Delete role', message: 'Delete the role Auditor?', danger: true }).then((yes) => setAnswer(String(yes)))}
      >
        Delete
      </button>
      <output>{answer}</output>
    </>
  );
}

describe('useNotify', () => {
  it('shows a toast from the one Toast of the portal and asks for confirmation', async () => {
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={testI18n('en')}>
        <NotifyProvider>
          <Screen />
        </NotifyProvider>
      </I18nextProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Payout approved.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete the role Auditor?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('true')).toBeInTheDocument();
  });
});
