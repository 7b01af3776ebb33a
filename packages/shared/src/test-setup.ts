import { installValidationMessages } from './validation/error-map.ts';

installValidationMessages();
