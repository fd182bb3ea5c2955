import type { InquirePort } from '../../application/inquire/inquire.port';
import type { InMemoryFeature } from '../di/portal-feature';
import { InMemoryInquireAdapter } from './inquire.in-memory-adapter';
import { InquirePortToken } from './inquire.tokens';

/** The inquire area on demo data, for tests and for working on screens without a server. */
export const inquireInMemory: InMemoryFeature<InquirePort> = {
  name: 'inquire',
  bindInMemory(container, overrides) {
    container.bind<InquirePort>(InquirePortToken).toConstantValue(new InMemoryInquireAdapter(overrides));
  },
};
