/** The Emscripten module of `@echogarden/svoxpico-wasm`, which ships no types: what we call. */
declare module '@echogarden/svoxpico-wasm' {
  export interface SvoxPicoModule {
    HEAPU8: Uint8Array;
    FS: { writeFile(path: string, data: Uint8Array): void };
    getValue(pointer: number, type: 'i16' | 'i32'): number;
    _malloc(size: number): number;
    _free(pointer: number): void;
    _pico_initialize(memory: number, size: number, system: number): number;
    _pico_loadResource(system: number, path: number, resource: number): number;
    _pico_getResourceName(system: number, resource: number, name: number): number;
    _pico_createVoiceDefinition(system: number, voice: number): number;
    _pico_addResourceToVoiceDefinition(system: number, voice: number, resource: number): number;
    _pico_newEngine(system: number, voice: number, engine: number): number;
    _pico_putTextUtf8(engine: number, text: number, size: number, put: number): number;
    _pico_getData(engine: number, buffer: number, size: number, got: number, type: number): number;
    _pico_resetEngine(engine: number, mode: number): number;
  }
  const createModule: (options?: {
    print?: (text: string) => void;
    printErr?: (text: string) => void;
  }) => Promise<SvoxPicoModule>;
  export default createModule;
}
