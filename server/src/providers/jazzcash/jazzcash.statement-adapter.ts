import { WireStatementAdapter } from '../wire/wire-statement.adapter';
import type { JazzcashClient } from './jazzcash-client';
import { readJazzcashStatement } from './jazzcash-statement';

/** Jazzcash's daily transaction report behind the statement port (docs/providers.md "Daily statements"). */
export class JazzcashStatementAdapter extends WireStatementAdapter {
  constructor(client: JazzcashClient, zone: string) {
    super('jazzcash', client, readJazzcashStatement, zone);
  }
}
