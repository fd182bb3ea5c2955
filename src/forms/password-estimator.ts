import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { installPasswordEstimator, type PasswordScore } from './password-strength';

/**
 * docs/decisions/0037-password-rules.md: zxcvbn-ts with the language-independent dictionaries (common
 * passwords, names, keyboard patterns, dates), installed on import. Built on first use.
 */
let factory: ZxcvbnFactory | undefined;

installPasswordEstimator((password, userInputs) => {
  factory ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return factory.check(password, [...userInputs]).score as PasswordScore;
});
