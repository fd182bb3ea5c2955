// What merchants and carriers share (spec 2 §3): their addresses and their history pages.

/** spec 2 §3: the four optional addresses of a merchant or carrier. */
export interface AccountEmails {
  notificationEmail: string | null;
  supportEmail: string | null;
  billingEmail: string | null;
  commercialEmail: string | null;
}

export interface AccountHistoryEntry {
  /** ISO 8601 instant. */
  date: string;
  description: string;
}

/** spec 2 §2.2 and §2.3 history pages: the record's name and its entries, oldest first. */
export interface AccountHistory {
  id: string;
  name: string;
  entries: AccountHistoryEntry[];
}
