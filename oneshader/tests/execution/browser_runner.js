// Runs the execution cases' plans (tests/execution/browser.rs) on the page's WebGPU device:
// creates the resources, the layouts our reflection gave, the pipeline from our WGSL, records
// the dispatch or draw, and reads every named output back as tightly packed bytes.

async function run(device, payload) {
  const results = [];
  for (const plan of payload.cases) {
    try {
      results.push({ outputs: await runCase(device, plan) });
    } catch (e) {
      results.push({ error: String((e && e.message) || e) });
    }
  }
  return results;
}

const BUFFER_USAGE = GPUBufferUsage.UNIFORM | GPUBufferUsage.STORAGE | GPUBufferUsage.COPY_SRC | GPUBufferUsage.COPY_DST;

function makeBuffer(device, bytes, usage) {
  const buffer = device.createBuffer({ size: Math.max(bytes.length, 4), usage });
  device.queue.writeBuffer(buffer, 0, new Uint8Array(bytes));
  return buffer;
}

function makeResource(device, r) {
  if (r.kind === "buffer") return { buffer: makeBuffer(device, r.bytes, BUFFER_USAGE) };
  if (r.kind === "texture") {
    let usage = GPUTextureUsage.TEXTURE_BINDING | GPUTextureUsage.COPY_DST | GPUTextureUsage.COPY_SRC;
    if (r.storage) usage |= GPUTextureUsage.STORAGE_BINDING;
    const size = [r.width, r.height, r.layers];
    const texture = device.createTexture({ size, format: r.format, usage });
    device.queue.writeTexture({ texture }, new Uint8Array(r.bytes),
      { bytesPerRow: r.width * r.texelSize, rowsPerImage: r.height }, size);
    return { texture, view: texture.createView({ dimension: r.viewDimension }) };
  }
  return {
    sampler: device.createSampler({
      magFilter: r.filter, minFilter: r.filter,
      addressModeU: r.address, addressModeV: r.address, addressModeW: r.address,
      compare: r.compare || undefined,
    }),
  };
}

function binding(made) {
  if (made.buffer) return { buffer: made.buffer };
  if (made.view) return made.view;
  return made.sampler;
}

function layoutEntry(e) {
  const out = { binding: e.binding, visibility: e.visibility };
  for (const k of ["buffer", "sampler", "texture", "storageTexture"]) if (e[k]) out[k] = e[k];
  return out;
}

// Copies a texture's layers into a buffer with rows padded to 256 bytes.
function copyTexture(device, encoder, texture, texelSize, aspect) {
  const rowBytes = texture.width * texelSize;
  const padded = Math.ceil(rowBytes / 256) * 256;
  const rows = texture.height * texture.depthOrArrayLayers;
  const buffer = device.createBuffer({ size: padded * rows, usage: GPUBufferUsage.MAP_READ | GPUBufferUsage.COPY_DST });
  encoder.copyTextureToBuffer({ texture, aspect }, { buffer, bytesPerRow: padded, rowsPerImage: texture.height },
    [texture.width, texture.height, texture.depthOrArrayLayers]);
  return { buffer, rowBytes, padded, rows };
}

async function runCase(device, plan) {
  device.pushErrorScope("validation");
  const modules = {};
  for (const m of plan.modules) {
    const module = device.createShaderModule({ code: m.code, label: `${plan.name} ${m.stage}` });
    const info = await module.getCompilationInfo();
    const errors = info.messages.filter((x) => x.type === "error");
    if (errors.length) throw new Error(`${m.stage} module: ${errors[0].lineNum}:${errors[0].linePos}: ${errors[0].message}`);
    modules[m.stage] = { module, entryPoint: m.function };
  }
  const made = {};
  for (const r of plan.resources) made[r.name] = makeResource(device, r);
  const layouts = plan.groups.map((g) => device.createBindGroupLayout({ entries: g.map(layoutEntry) }));
  const layout = device.createPipelineLayout({ bindGroupLayouts: layouts });
  const groups = plan.groups.map((g, i) => device.createBindGroup({
    layout: layouts[i],
    entries: g.map((e) => ({ binding: e.binding, resource: binding(made[e.name]) })),
  }));

  const encoder = device.createCommandEncoder();
  let color = null;
  let depth = null;
  if (plan.work.dispatch) {
    const pipeline = device.createComputePipeline({ layout, compute: modules.compute });
    const pass = encoder.beginComputePass();
    pass.setPipeline(pipeline);
    groups.forEach((g, i) => pass.setBindGroup(i, g));
    pass.dispatchWorkgroups(...plan.work.dispatch);
    pass.end();
  } else {
    const draw = plan.work.draw;
    const size = [draw.target.width, draw.target.height];
    const attachment = (format) => device.createTexture({
      size, format, usage: GPUTextureUsage.RENDER_ATTACHMENT | GPUTextureUsage.COPY_SRC,
    });
    color = attachment(draw.target.format);
    depth = draw.depth ? attachment("depth32float") : null;
    const pipeline = device.createRenderPipeline({
      layout,
      vertex: { ...modules.vertex, buffers: draw.vertexLayout ? [draw.vertexLayout] : [] },
      fragment: modules.fragment
        ? { ...modules.fragment, targets: [{ format: draw.target.format }] }
        : undefined,
      primitive: { cullMode: draw.cull },
      depthStencil: draw.depth
        ? { format: "depth32float", depthWriteEnabled: true, depthCompare: draw.depth.compare }
        : undefined,
    });
    const [r, g, b, a] = draw.target.clear;
    const pass = encoder.beginRenderPass({
      colorAttachments: [{ view: color.createView(), clearValue: { r, g, b, a }, loadOp: "clear", storeOp: "store" }],
      depthStencilAttachment: depth
        ? { view: depth.createView(), depthClearValue: draw.depth.clear, depthLoadOp: "clear", depthStoreOp: "store" }
        : undefined,
    });
    pass.setPipeline(pipeline);
    groups.forEach((g, i) => pass.setBindGroup(i, g));
    if (draw.vertices.length) pass.setVertexBuffer(0, makeBuffer(device, draw.vertices, GPUBufferUsage.VERTEX | GPUBufferUsage.COPY_DST));
    pass.draw(draw.vertexCount, draw.instanceCount);
    pass.end();
  }

  const reads = [];
  for (const o of plan.outputs) {
    if (o.buffer !== undefined) {
      const source = made[o.buffer] && made[o.buffer].buffer;
      if (!source) throw new Error(`buffer ${o.buffer} is not a buffer the entry points use`);
      const buffer = device.createBuffer({ size: source.size, usage: GPUBufferUsage.MAP_READ | GPUBufferUsage.COPY_DST });
      encoder.copyBufferToBuffer(source, 0, buffer, 0, source.size);
      reads.push({ buffer });
    } else if (o.texture !== undefined) {
      const source = made[o.texture] && made[o.texture].texture;
      if (!source) throw new Error(`texture ${o.texture} is not a texture the entry points use`);
      reads.push(copyTexture(device, encoder, source, o.texelSize, "all"));
    } else if (o.target) {
      if (!color) throw new Error("only a draw has a target");
      reads.push(copyTexture(device, encoder, color, plan.targetTexelSize, "all"));
    } else {
      if (!depth) throw new Error("the draw has no depth");
      reads.push(copyTexture(device, encoder, depth, 4, "depth-only"));
    }
  }
  device.queue.submit([encoder.finish()]);
  const error = await device.popErrorScope();
  if (error) throw new Error(`WebGPU validation: ${error.message.split("\n")[0]}`);

  const outputs = [];
  for (const r of reads) {
    await r.buffer.mapAsync(GPUMapMode.READ);
    const view = new Uint8Array(r.buffer.getMappedRange());
    let bytes;
    if (r.padded === undefined) {
      bytes = Array.from(view);
    } else {
      bytes = [];
      for (let row = 0; row < r.rows; row++) {
        const start = row * r.padded;
        for (let k = 0; k < r.rowBytes; k++) bytes.push(view[start + k]);
      }
    }
    r.buffer.unmap();
    outputs.push(bytes);
  }
  return outputs;
}
