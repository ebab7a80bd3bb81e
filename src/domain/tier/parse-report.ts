import type { ReportFormat } from '../../schemas/tier-config.js';
import { parseGTestJson } from './gtest-json-parser.js';
import { parseJUnit, type JUnitParseOptions } from './junit-parser.js';
import { parseLitJson } from './lit-json-parser.js';
import type { ParsedReport } from './model.js';
import { parsePytestJson } from './pytest-json-parser.js';
import type { IdStyle } from './test-id.js';

/** Reads one report file's text in its configured format into the common model (throws ReportParseError). */
export function parseReport(
  format: ReportFormat,
  text: string,
  source: string,
  idStyle: IdStyle = 'plain',
  junit: Omit<JUnitParseOptions, 'idStyle'> = {},
): ParsedReport {
  switch (format) {
    case 'junit':
      return parseJUnit(text, source, { ...junit, idStyle });
    case 'lit-xunit':
      return { ...parseJUnit(text, source, { ...junit, idStyle: 'lit' }), format };
    case 'ctest-junit':
      return { ...parseJUnit(text, source, { ...junit, idStyle: 'ctest' }), format };
    case 'lit-json':
      return parseLitJson(text, source);
    case 'pytest-json':
      return parsePytestJson(text, source);
    case 'gtest-json':
      return parseGTestJson(text, source);
  }
}
