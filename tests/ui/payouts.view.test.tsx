import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PayoutFileConfirmation, PayoutUploadSummary } from '../../src/application/payouts/payouts.port';
import { money } from '../../src/domain/money/money';
import { choose, firstLoad, renderCatalogue } from './catalogue-render';

const slow = { timeout: 30_000 };

describe('the payout request screen (spec 3 §2, §4, §8)', slow, () => {
  it('opens a Pending request with its job, approves it after the will-not-revert confirmation', async () => {
    const { user } = await renderCatalogue('/loan-requests');
    const table = await screen.findByRole('table', { name: 'Payout Request' }, firstLoad);
    expect(await within(table).findByText('LN00001001')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'View LN00001001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payout LN00001001' });
    expect(within(dialog).getByText('Operator timeout, retrying')).toBeInTheDocument();
    expect(within(dialog).getByText('Next Retry In')).toBeInTheDocument();
    expect(within(dialog).queryByText('Approval Date')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(within(confirm).getByText(/will not revert/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('LN00001001 is approved and being sent.')).toBeInTheDocument();
    expect(await within(dialog).findByText('Approval Date')).toBeInTheDocument();
  });

  it('shows a refresh without a provider answer as the generic error toast, and the toggles as actions', async () => {
    const { user } = await renderCatalogue('/loan-requests');
    expect(await screen.findByRole('button', { name: 'Start Jazzcash auto payment' }, firstLoad)).toBeEnabled();
    await user.click(await screen.findByRole('button', { name: 'View LN00001002' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payout LN00001002' });
    await user.click(within(dialog).getByRole('button', { name: 'Refresh Easypaisa' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('easypaisa has no payout for this request')).toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Start Easypaisa auto payment' }));
    expect(await screen.findByRole('button', { name: 'Stop Easypaisa auto payment' })).toBeEnabled();
  });

  it('shows a merchant the Loan Request button but no staff actions', async () => {
    await renderCatalogue('/loan-requests', {}, { user: 'merchant' });
    expect(await screen.findByRole('button', { name: 'Loan Request' }, firstLoad)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'File Record' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /auto payment/ })).not.toBeInTheDocument();
  });

  it('uploads a decision file, shows the summary with discarded rows, confirms it', async () => {
    const { user } = await renderCatalogue('/loan-requests');
    await user.click(await screen.findByRole('button', { name: 'Payout Approval' }, firstLoad));
    const dialog = await screen.findByRole('dialog', { name: 'Payout Approval: upload a file' });
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Please select file')).toBeInTheDocument();
    expect(within(dialog).getByText('File has some errors. Please review to fix them and reupload.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await user.upload(within(dialog).getByLabelText('File (xlsx or xls)'), new File(['x'], 'decisions.xlsx'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    const summary = await within(dialog).findByRole('region', { name: 'Upload summary' });
    expect(within(summary).getByText('0.00 MB')).toBeInTheDocument();
    expect(within(summary).getByText('Unknown loan ID')).toBeInTheDocument();
    expect(within(summary).getByText('Status neither Approved nor Rejected')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('2 requests were updated.')).toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
  });

  it('writes every discarded row and skipped row in Arabic from its code, not the server’s English', async () => {
    const confirmFile = async (summary: PayoutUploadSummary): Promise<PayoutFileConfirmation> => ({
      record: {
        id: 'r9',
        originalName: summary.originalName,
        fileName: summary.fileName,
        updatedRecords: 1,
        noOfTransactions: summary.total,
        approved: 1,
        rejected: 0,
        amount: money('10', 'PKR'),
        createdDate: '2026-11-01T09:00:00.000Z',
        dateFrom: null,
        dateTo: null,
      },
      alreadyConfirmed: false,
      skipped: [
        { row: 3, loanId: 'LN00001002', code: 'ledger.insufficient-balance', detail: 'Insufficient payout account balance' },
        { row: 4, loanId: 'LN00001004', code: 'payout.not-pending', detail: 'This request is already Approved' },
      ],
    });
    const { user } = await renderCatalogue('/loan-requests', { payouts: { confirmFile } }, { language: 'ar' });
    await user.click(await screen.findByRole('button', { name: 'اعتماد الدفعات' }, firstLoad));
    const dialog = await screen.findByRole('dialog', { name: 'اعتماد الدفعات: رفع ملف' });
    await user.upload(within(dialog).getByLabelText('الملف (xlsx أو xls)'), new File(['x'], 'decisions.xlsx'));
    await user.click(within(dialog).getByRole('button', { name: 'رفع' }));
    const summary = await within(dialog).findByRole('region', { name: 'ملخص الرفع' });
    expect(within(summary).getByText('رقم قرض غير معروف')).toBeInTheDocument();
    expect(within(summary).getByText('لا يوجد طلب دفع برقم القرض LN00009999')).toBeInTheDocument();
    expect(within(summary).getByText('الحالة "Hold" ليست Approved ولا Rejected: يبقى الطلب معلقاً')).toBeInTheDocument();
    expect(within(summary).queryByText(/No payout request|neither Approved/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'تأكيد' }));
    const skipped = await within(dialog).findByRole('list', { name: 'الصفوف المتخطاة' });
    expect(within(skipped).getByText(/رصيد حساب الدفعات غير كافٍ/)).toBeInTheDocument();
    expect(within(skipped).getByText(/لم يعد هذا الطلب قيد الانتظار/)).toBeInTheDocument();
    expect(within(skipped).queryByText(/Insufficient|already Approved/)).not.toBeInTheDocument();
  });

  it('shows the chosen merchant on the review step of a staff member’s payout (spec 3 §2)', async () => {
    const { user } = await renderCatalogue('/loan-requests');
    await user.click(await screen.findByRole('button', { name: 'Loan Request' }, firstLoad));
    const dialog = await screen.findByRole('dialog', { name: /Add Payout/ });
    await choose(user, 'Merchant', 'Game Zone');
    await user.type(within(dialog).getByLabelText('Merchant Order ID'), 'ORD-77');
    await user.type(within(dialog).getByLabelText('Amount (PKR)'), '1500');
    await user.type(within(dialog).getByLabelText('Beneficiary Name'), 'Ali Khan');
    await user.type(within(dialog).getByLabelText('Beneficiary CNIC'), '4210112345671');
    await choose(user, 'Bank', 'Easypaisa');
    await user.type(within(dialog).getByLabelText('Mobile Number'), '03001234567');
    await user.type(within(dialog).getByLabelText('Account / Wallet No.'), '03001234567');
    await user.type(within(dialog).getByLabelText('Description'), 'Salary');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    const review = await within(dialog).findByLabelText('Step 2 of 2: review');
    const merchant = within(review).getByText('Merchant', { selector: 'dt' });
    expect(merchant.nextElementSibling).toHaveTextContent('Game Zone');
  });

  it('lists the file records for platform staff', async () => {
    await renderCatalogue('/file-records');
    const table = await screen.findByRole('table', { name: 'File Record' }, firstLoad);
    expect(await within(table).findByText('payout-requests-2026-11-01.xlsx')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
  });
});
