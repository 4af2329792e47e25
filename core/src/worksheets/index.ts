export { generationProgress, type GenerationProgress } from './model';
export { watchGeneration } from './stores';
