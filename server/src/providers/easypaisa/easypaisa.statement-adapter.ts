import { WireStatementAdapter } from '../wire/wire-statement.adapter';
import type { EasypaisaClient } from './easypaisa-client';
import { readEasypaisaStatement } from './easypaisa-statement';

/** Easypaisa's daily transaction report behind the statement port (docs/providers.md "Daily statements"). */
export class EasypaisaStatementAdapter extends WireStatementAdapter {
  constructor(client: EasypaisaClient, zone: string) {
    super('easypaisa', client, readEasypaisaStatement, zone);
  }
}
