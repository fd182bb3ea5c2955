import type { InquirePort } from '../../application/inquire/inquire.port';
import { inquireUseCases, type InquireUseCases } from '../../application/inquire/inquire.use-case';
import type { PortalFeature } from '../di/portal-feature';
import { TOKENS } from '../di/tokens';
import { HttpInquireAdapter } from './inquire.http-adapter';
import { InquirePortToken } from './inquire.tokens';

/** The inquire area over HTTP, and the use-cases its screens get. */
export const inquireFeature: PortalFeature<'inquire', InquirePort, InquireUseCases> = {
  name: 'inquire',
  bindHttp(container) {
    container.bind<InquirePort>(InquirePortToken).to(HttpInquireAdapter);
  },
  useCases: (container) => inquireUseCases({ inquire: container.get<InquirePort>(InquirePortToken), reportProblem: container.get<(problem: unknown) => void>(TOKENS.ReportProblem) }),
};
