import type { OperationExamples } from '../../http/openapi';
import examples from './examples.json';

/**
 * The example answers of the OpenAPI document (decision 075): what the app answered on the demo
 * league, per operation and status, made by `npm run openapi:examples`
 * (scripts/openapi-examples/), never by hand. examples.test.ts checks each against its
 * operation's response schema, so a schema change that an example no longer fits fails there:
 * run the script again.
 */
export const operationExamples: OperationExamples = examples;
