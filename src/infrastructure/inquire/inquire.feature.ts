import type { InquirePort } from '../../application/inquire/inquire.port';
import { inquireUseCases } from '../../application/inquire/inquire.use-case';
import type { PortalFeature } from '../di/portal-feature';
import { TOKENS } from '../di/tokens';
import { HttpInquireAdapter } from './inquire.http-adapter';
import { inquireMachines, type InquireArea } from './inquire.machines';
import { InquirePortToken } from './inquire.tokens';

/** The inquire area over HTTP, and the use-cases and machine its screens get. */
export const inquireFeature: PortalFeature<'inquire', InquirePort, InquireArea> = {
  name: 'inquire',
  bindHttp(container) {
    container.bind<InquirePort>(InquirePortToken).to(HttpInquireAdapter);
  },
  useCases(container) {
    const reportProblem = container.get<(problem: unknown) => void>(TOKENS.ReportProblem);
    const useCases = inquireUseCases({ inquire: container.get<InquirePort>(InquirePortToken), reportProblem });
    return { ...useCases, ...inquireMachines(useCases, reportProblem) };
  },
};
