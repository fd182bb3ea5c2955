import { useMachine } from '@xstate/react';
import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import type { CheckoutMachine, CheckoutPage } from '../../application/checkout/checkout.machine';
import type { CheckoutSession, PaymentMethodChoice } from '../../application/checkout/checkout.port';
import { maskCnic } from '../../domain/checkout/cnic';
import { hostedMobileDigits, hostedMobilePrefix, withoutSpaces } from '../../domain/checkout/checkout-mobile';
import {
  checkoutFormIssues,
  checkoutNeedsEmail,
  checkoutValuesToSend,
  emptyCheckoutForm,
  type CheckoutFormContext,
  type CheckoutFormField,
  type CheckoutFormValues,
} from '../../forms/checkout-form-rules';
import { Bi, Message, pageText } from './bilingual';
import { amountText, CheckoutSummary } from './checkout-summary';
import { textOf, type TextKey } from './checkout-text';

const hostedMethods: PaymentMethodChoice[] = ['card', 'mwallet', 'fawry'];

function methodsOf(page: CheckoutPage, session: CheckoutSession): PaymentMethodChoice[] {
  const offers = (name: string) => session.paymentMethods.includes(name);
  if (page.kind === 'session') {
    return (['easypaisa', 'jazzcash', 'card'] as const).filter((m) => offers(m === 'card' ? 'Credit Card' : m === 'easypaisa' ? 'Easypaisa' : 'Jazzcash'));
  }
  return hostedMethods.filter((m) => (m === 'card' ? offers('Credit Card') : offers('Easypaisa')));
}

interface FieldProps {
  name: CheckoutFormField;
  label: TextKey;
  value: string;
  error: string | undefined;
  onChange: (name: CheckoutFormField, value: string) => void;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
  type?: string;
  /** Shown before the input, not part of its value (the hosted checkout's "+20" mask, spec 3 §9). */
  prefix?: string;
}

function Field({ name, label, value, error, onChange, inputMode = 'text', autoComplete, placeholder, maxLength, type = 'text', prefix }: FieldProps) {
  const id = `field-${name}`;
  const input = (
    <input
      id={id}
      name={name}
      type={type}
      value={value}
      inputMode={inputMode}
      autoComplete={autoComplete}
      placeholder={placeholder}
      maxLength={maxLength}
      aria-invalid={error === undefined ? undefined : true}
      aria-describedby={[prefix === undefined ? '' : `${id}-prefix`, error === undefined ? '' : `${id}-error`].join(' ').trim() || undefined}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(name, event.target.value)}
    />
  );
  return (
    <div className="field">
      <label htmlFor={id}>
        <Bi k={label} />
      </label>
      {prefix === undefined ? (
        input
      ) : (
        <div className="masked" dir="ltr">
          <span className="prefix" id={`${id}-prefix`}>
            {prefix}
          </span>
          {input}
        </div>
      )}
      {error === undefined ? null : <Message text={error} id={`${id}-error`} />}
    </div>
  );
}

/** Numbers: spaces are stripped and the space key does nothing (spec 3 §5). */
const numberFields: ReadonlySet<CheckoutFormField> = new Set(['mobileNumber', 'debitMobileWalletNo', 'cvv']);

function PaymentForm({
  page,
  session,
  problem,
  onPay,
}: {
  page: CheckoutPage;
  session: CheckoutSession;
  problem: { message: string; field?: string } | null;
  onPay: (values: CheckoutFormValues) => void;
}) {
  const methods = methodsOf(page, session);
  const context: Omit<CheckoutFormContext, 'now'> = { page: page.kind === 'session' ? 'session' : 'hosted', sessionHasEmail: session.email !== null };
  // spec 3 §9: the hosted checkout's mobile numbers are masked with +20; elsewhere they are written 03XXXXXXXXX.
  const masked = context.page === 'hosted';
  const mobileOf = (text: string) => (masked ? hostedMobileDigits(text) : withoutSpaces(text));
  const preselect =
    typeof window !== 'undefined' && new URLSearchParams(window.location.search).get('method') === 'card' && methods.includes('card') ? 'card' : '';
  const [values, setValues] = useState<CheckoutFormValues>({
    ...emptyCheckoutForm,
    paymentProvider: preselect,
    mobileNumber: mobileOf(session.msisdn ?? ''),
    email: session.email ?? '',
    cnic: session.cnic ?? '',
  });
  const [issues, setIssues] = useState<Partial<Record<CheckoutFormField, string>>>({});
  const change = (name: CheckoutFormField, raw: string) => {
    let value = raw;
    if (numberFields.has(name)) value = withoutSpaces(raw);
    if (name === 'mobileNumber' || name === 'debitMobileWalletNo') value = mobileOf(raw);
    if (name === 'cnic') value = maskCnic(raw);
    if (name === 'cardExpiry')
      value = raw
        .replace(/[^\d/]/g, '')
        .replace(/^(\d{2})(\d)/, '$1/$2')
        .slice(0, 5);
    if (name === 'cardNumber')
      value = raw
        .replace(/[^\d]/g, '')
        .slice(0, 19)
        .replace(/(\d{4})(?=\d)/g, '$1 ');
    setValues((current) => ({ ...current, [name]: value }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkoutFormIssues(values, { ...context, now: new Date() });
    setIssues(found);
    if (Object.keys(found).length === 0) onPay(checkoutValuesToSend(values));
  };
  const error = (name: CheckoutFormField) =>
    issues[name] ?? (problem?.field === name || (problem?.field === 'customerMobile' && name === 'mobileNumber') ? problem.message : undefined);
  const provider = values.paymentProvider;
  return (
    <form className="pay-form" onSubmit={submit} noValidate>
      <fieldset className="methods">
        <legend>
          <Bi k="chooseMethod" />
        </legend>
        {methods.map((method) => (
          <label key={method} className={`method${provider === method ? ' chosen' : ''}`}>
            <input type="radio" name="paymentProvider" value={method} checked={provider === method} onChange={() => change('paymentProvider', method)} />
            <Bi k={`method.${method}` as TextKey} />
          </label>
        ))}
        {issues.paymentProvider === undefined ? null : <Message text={issues.paymentProvider} />}
      </fieldset>
      {provider === '' ? null : (
        <>
          <Field
            name="mobileNumber"
            label="mobileNumber"
            value={values.mobileNumber}
            error={error('mobileNumber')}
            onChange={change}
            inputMode="tel"
            autoComplete="tel"
            placeholder={masked ? '3XXXXXXXXX' : '03XXXXXXXXX'}
            prefix={masked ? hostedMobilePrefix : undefined}
            maxLength={16}
          />
          {checkoutNeedsEmail(provider, context) ? (
            <Field
              name="email"
              label="email"
              value={values.email}
              error={error('email')}
              onChange={change}
              inputMode="email"
              autoComplete="email"
              type="email"
            />
          ) : null}
          {provider === 'mwallet' ? (
            <fieldset className="methods compact">
              {(['qr', 'r2p'] as const).map((mode) => (
                <label key={mode} className={`method${values.walletMode === mode ? ' chosen' : ''}`}>
                  <input
                    type="radio"
                    name="walletMode"
                    value={mode}
                    checked={values.walletMode === mode}
                    onChange={() => setValues((current) => ({ ...current, walletMode: mode }))}
                  />
                  <Bi k={`walletMode.${mode}` as TextKey} />
                </label>
              ))}
            </fieldset>
          ) : null}
          {provider === 'mwallet' && values.walletMode === 'r2p' ? (
            <Field
              name="debitMobileWalletNo"
              label="walletNumber"
              value={values.debitMobileWalletNo}
              error={error('debitMobileWalletNo')}
              onChange={change}
              inputMode="tel"
              placeholder={masked ? '3XXXXXXXXX' : '03XXXXXXXXX'}
              prefix={masked ? hostedMobilePrefix : undefined}
              maxLength={16}
            />
          ) : null}
          {provider === 'jazzcash' ? (
            <Field
              name="cnic"
              label="cnic"
              value={values.cnic}
              error={error('cnic')}
              onChange={change}
              inputMode="numeric"
              placeholder="99999-9999999-9"
              maxLength={15}
            />
          ) : null}

          {provider === 'card' ? (
            <>
              <Field
                name="cardNumber"
                label="cardNumber"
                value={values.cardNumber}
                error={error('cardNumber')}
                onChange={change}
                inputMode="numeric"
                autoComplete="cc-number"
                placeholder="4242 4242 4242 4242"
                maxLength={23}
              />
              <Field
                name="nameOnCard"
                label="nameOnCard"
                value={values.nameOnCard}
                error={error('nameOnCard')}
                onChange={change}
                autoComplete="cc-name"
                maxLength={120}
              />
              <div className="row">
                <Field
                  name="cardExpiry"
                  label="cardExpiry"
                  value={values.cardExpiry}
                  error={error('cardExpiry')}
                  onChange={change}
                  inputMode="numeric"
                  autoComplete="cc-exp"
                  placeholder="MM/YY"
                  maxLength={5}
                />
                <Field
                  name="cvv"
                  label="cvv"
                  value={values.cvv}
                  error={error('cvv')}
                  onChange={change}
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  placeholder="123"
                  maxLength={3}
                  type="password"
                />
              </div>
              <p className="hint">
                <Bi k="secure" />
              </p>
            </>
          ) : null}
        </>
      )}
      {problem !== null && problem.field === undefined ? <Message text={problem.message} /> : null}
      <button type="submit" className="pay">
        <span lang="en">
          {textOf('pay').en} {amountText(session)}
        </span>
        <span className="ur" lang="ur" dir="rtl">
          {textOf('pay').ur}
        </span>
      </button>
    </form>
  );
}

function Overlay({ children, tone }: { children: ReactNode; tone: 'wait' | 'success' | 'failed' | 'pending' }) {
  return (
    <div className={`overlay ${tone}`} role="status" aria-live="polite">
      {children}
    </div>
  );
}

/** The checkout page, driven by the machine its composition provided (`di/checkout-composition.ts`). */
export function CheckoutApp({ page, machine }: { page: CheckoutPage | null; machine: CheckoutMachine }) {
  const [state, send] = useMachine(machine, { input: { page: page ?? { kind: 'hosted', key: { sessionId: '' } } } });
  const { session, outcome, problem, fatal, fatalKey, qr, reference, request, following } = state.context;

  let body: ReactNode;
  if (page === null) {
    body = <FullPageError message={pageText('sessionMissing')} />;
  } else if (state.matches('fatal')) {
    body = <FullPageError message={fatal ?? pageText(fatalKey)} />;
  } else if (state.matches('loading') || state.matches('starting') || state.matches('confirming')) {
    body = (
      <Overlay tone="wait">
        <div className="spinner" aria-hidden="true" />
        <Bi k={state.matches('confirming') ? 'returning' : 'pleaseWait'} as="p" />
      </Overlay>
    );
  } else if (state.matches('paying') || state.matches('checking')) {
    body = (
      <Overlay tone="wait">
        <div className="spinner" aria-hidden="true" />
        <Bi k="pleaseWait" as="h2" />
        <Bi k="inProgress" as="p" />
      </Overlay>
    );
  } else if (state.matches('waiting')) {
    body = (
      <Overlay tone="wait">
        <Bi k="pleaseWait" as="h2" />
        {following ? (
          <>
            <Bi k="alreadyInProgress" as="p" />
            <Bi k="followHint" as="p" />
          </>
        ) : qr !== null ? (
          <>
            <Bi k="scanQr" as="p" />
            <img className="qr" src={qr} alt="Wallet payment QR code" width={240} height={240} />
          </>
        ) : (
          <>
            <Bi k="referenceNumber" as="p" />
            <strong className="reference" data-testid="reference-number">
              {reference}
            </strong>
            <Bi k={request?.method === 'mwallet' ? 'approveHint' : 'referenceHint'} as="p" />
          </>
        )}
        <div className="spinner small" aria-hidden="true" />
      </Overlay>
    );
  } else if ((state.matches('result') || state.matches('leaving')) && outcome !== null) {
    const tone = outcome.status;
    const [title, text]: [TextKey, TextKey] =
      tone === 'success' ? ['successTitle', 'successText'] : tone === 'failed' ? ['failedTitle', 'failedText'] : ['pendingTitle', 'pendingText'];
    body = (
      <Overlay tone={tone}>
        <div className="mark" aria-hidden="true">
          {tone === 'success' ? '✓' : tone === 'failed' ? '✕' : '…'}
        </div>
        <Bi k={title} as="h2" />
        <Bi k={text} as="p" />
        {tone === 'failed' && outcome.message !== '' && outcome.message !== textOf('failedText').en ? <Message text={outcome.message} /> : null}
        {outcome.redirectUrl === '' ? null : <Bi k="redirecting" as="p" />}
      </Overlay>
    );
  } else if (state.matches('leaving')) {
    body = (
      <Overlay tone="wait">
        <div className="spinner" aria-hidden="true" />
        <Bi k="redirecting" as="p" />
      </Overlay>
    );
  } else if (session !== null) {
    body = (
      <PaymentForm
        page={page}
        session={session}
        problem={problem}
        onPay={(values) =>
          send({
            type: 'pay',
            request: {
              method: values.paymentProvider === '' ? 'card' : values.paymentProvider,
              walletMode: values.walletMode,
              mobileNumber: values.mobileNumber,
              walletNumber: values.debitMobileWalletNo,
              email: values.email,
              cnic: values.cnic,
              card: { number: values.cardNumber, nameOnCard: values.nameOnCard, expiry: values.cardExpiry, cvv: values.cvv },
            },
          })
        }
      />
    );
  }

  return (
    <div className="checkout">
      <header className="top">
        <Bi k="title" as="strong" />
        <svg className="lock" aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path
            fill="currentColor"
            d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 0 1 6 0v3H9Z"
          />
        </svg>
      </header>
      {page === null || state.matches('fatal') || (page.kind === 'return' && session === null) ? null : <CheckoutSummary session={session} />}
      <main className="body">{body}</main>
      {/* Drawn once the page knows what it shows, so the content arriving never pushes it down. */}
      {state.matches('loading') ? null : (
        <footer className="foot">
          <Bi k="noRefund" as="p" />
        </footer>
      )}
    </div>
  );
}

function FullPageError({ message }: { message: string | { en: string; ur: string } }) {
  return (
    <div className="full-error">
      <div className="mark" aria-hidden="true">
        !
      </div>
      <Message text={message} />
    </div>
  );
}
