import { writeFileSync } from 'node:fs';
import { API_TYPES_FILE, apiTypesSource } from './document.js';

writeFileSync(API_TYPES_FILE, await apiTypesSource());
console.log(`wrote ${API_TYPES_FILE}`);
