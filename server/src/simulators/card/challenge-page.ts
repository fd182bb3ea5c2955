const htmlText = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The issuer's 3-D Secure page the simulator sends a customer to (next_action.redirect_to_url): plain
 * HTML forms, no script, like the checkout sandbox's own challenge page.
 */
export function challengePage(input: { action: string; amount: string; card: string } | null): string {
  const body =
    input === null
      ? '<h1>Payment not found</h1>'
      : `<span class="badge">Test issuer</span><h1>Confirm your payment</h1>
<p>Amount <strong>${htmlText(input.amount)}</strong><br>Card ${htmlText(input.card)}</p>
<p>Your bank asks you to confirm this payment.</p>
<form method="post" action="${htmlText(input.action)}"><input type="hidden" name="outcome" value="pass"><button class="ok" type="submit">Complete authentication</button></form>
<form method="post" action="${htmlText(input.action)}"><input type="hidden" name="outcome" value="fail"><button class="no" type="submit">Fail authentication</button></form>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>3-D Secure</title><style>
body{font-family:system-ui,sans-serif;margin:0;background:#f3f4f8;color:#1d2330}main{max-width:420px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 4px #0002}h1{font-size:1.25rem;margin:0 0 8px}
p{line-height:1.5}.badge{display:inline-block;background:#635bff;color:#fff;border-radius:6px;padding:2px 8px;font-size:.8rem}
button{display:block;width:100%;padding:14px;margin-top:12px;border:0;border-radius:8px;font-size:1rem;cursor:pointer}
.ok{background:#1b7f3b;color:#fff}.no{background:#fff;color:#b3261e;border:1px solid #b3261e}</style></head>
<body><main><div class="card">${body}</div></main></body></html>`;
}
