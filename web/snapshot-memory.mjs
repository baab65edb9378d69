// The WebAssembly memory a Pyodide memory snapshot is restored into, made large enough for it.
//
// Pyodide's wasm declares its own memory (30 MiB to start with) and ignores the INITIAL_MEMORY its
// loader sets for a snapshot (pyodide/pyodide#6254), then copies the snapshot's heap into it with no
// size check: a heap that grew past 30 MiB before the snapshot fails with "offset is out of bounds"
// (V8). So the module is grown to the heap's size between its creation and the restore. Both the
// worker's boot (web/worker.js) and the build's restore check (tools/make_snapshot.mjs) create the
// module through growingModule, so the build proves the very path the page takes.

// A snapshot is a header (its length is the second little-endian 32-bit word), then the heap.
export function snapshotHeapBytes(snapshot) {
  if (snapshot.byteLength < 8) throw new Error("the snapshot has no header");
  const headerBytes = new DataView(snapshot.buffer, snapshot.byteOffset, 8).getUint32(4, true);
  if (headerBytes > snapshot.byteLength) throw new Error("the snapshot's header is longer than the snapshot");
  return snapshot.byteLength - headerBytes;
}

// createPyodideModule for loadPyodide: creates the module with `create` (Pyodide's own
// pyodide.asm.mjs default export, or the worker's counted import of it), then grows its memory to
// the heap of `snapshot` (a promise of its bytes; loadPyodide has awaited it by then).
export function growingModule(create, snapshot) {
  return async (settings) => {
    const module = await create(settings);
    const bytes = await snapshot;
    const heap = snapshotHeapBytes(ArrayBuffer.isView(bytes) ? bytes : new Uint8Array(bytes));
    if (module.HEAP8.length < heap) module.growMemory(heap);
    if (module.HEAP8.length < heap) {
      throw new Error(`the WebAssembly memory could not grow to the snapshot's heap (${heap} bytes, ${module.HEAP8.length} available)`);
    }
    return module;
  };
}
