import type { Page } from '@playwright/test';

export declare function seriousViolations(page: Page): Promise<string[]>;
