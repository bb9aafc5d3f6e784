/*===- dtc/runtime.h - the C ABI of dtc's runtime -------------------------===*
 *
 * What dtc's compiled executables call: a mesh of devices that runs one SPMD
 * function per device, the collectives of the local view, pack/unpack between
 * global arrays and per-device shards, and .npy files for inputs and outputs.
 * Plain C types only, so generated LLVM IR and C code can call it directly.
 *
 * Conventions:
 *  - Functions that can fail return an int status (DTC_OK = 0, otherwise a
 *    dtc_status code) and leave a message for dtc_last_error(). Nothing
 *    aborts the process on bad input.
 *  - Tensors are dense, row-major (C order) buffers. A shape is `rank` int64
 *    extents; rank 0 is a scalar (one element).
 *  - Mesh devices are numbered by their linear row-major *index* (the last
 *    axis varies fastest); the *id* is the entry of the mesh's device id list
 *    at that index (docs/design.md, "Mesh").
 *  - A collective's group is given as mesh axes, major to minor: the group of
 *    a device is the devices that differ from it only on those axes, and a
 *    member's group index is the mixed-radix number of its coordinates on
 *    those axes in the listed order. An empty list is a group of one.
 *
 *===----------------------------------------------------------------------===*/

#ifndef DTC_RUNTIME_H
#define DTC_RUNTIME_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/*===------------------------- status and errors --------------------------===*/

typedef enum dtc_status {
  DTC_OK = 0,
  /* A bad argument: a null pointer, an axis out of range or repeated, a
     dimension its group size does not divide, a bad layout for a shape. */
  DTC_ERROR_INVALID_ARGUMENT = 1,
  /* The devices of a group called a collective with different arguments, or
     a .npy file does not have the expected dtype or shape. */
  DTC_ERROR_MISMATCH = 2,
  /* The run was aborted: a device failed, called dtc_device_abort, or left
     the program while the rest of a group waited for it. */
  DTC_ERROR_ABORTED = 3,
  /* A file could not be opened, read, written or renamed. */
  DTC_ERROR_IO = 4,
  /* A malformed .npy file. */
  DTC_ERROR_FORMAT = 5,
  DTC_ERROR_OUT_OF_MEMORY = 6,
  /* The system refused a resource (a thread), or a call that needs a running
     mesh was made outside one. */
  DTC_ERROR_SYSTEM = 7
} dtc_status;

/* The message of the last call that failed on this thread ("" if none). Valid
   until the next failing call on the same thread. */
const char *dtc_last_error(void);

/* dtc's crash tests inject faults through DTC_TEST_* environment variables
   (a SIGKILL or SIGSTOP after a step, a SIGKILL at a point of a checkpoint
   save, on one client of a job). A process obeys them only after this
   call: the launcher makes it for a program compiled with `dtc compile
   --fault-injection` (which defines DTC_FAULT_INJECTION_SYMBOL), the Python
   package's tests through dtc._dtc._enable_fault_injection. A program
   compiled without it ignores them. */
void dtc_enable_fault_injection(void);
int dtc_fault_injection_enabled(void);

/*===------------------------- element types -----------------------------===*/

typedef enum dtc_dtype {
  DTC_F32 = 0,
  DTC_F64 = 1,
  DTC_F16 = 2, /* IEEE binary16, stored as uint16_t */
  DTC_I8 = 3,
  DTC_I32 = 4,
  DTC_I64 = 5,
  DTC_BOOL = 6, /* one byte, 0 or 1 */
  DTC_BF16 = 7, /* bfloat16 (an f32's upper half), stored as uint16_t */
  /* Unsigned integers: what an entry's `dtensor.unsigned` i8/i32/i64
     arguments and results hold at the executable's boundary (.npy files,
     checkpoints); compiled code sees the same bits as signless integers. */
  DTC_U8 = 8,
  DTC_U32 = 9,
  DTC_U64 = 10,
  /* complex64 (numpy's, C's float _Complex): the real part's f32, then the
     imaginary part's. Collectives treat a tensor of them as an f32 tensor
     with a last dimension twice as long; SUM and MEAN are its only
     reductions. */
  DTC_C64 = 11
} dtc_dtype;

/* Bytes per element, or -1 for an unknown dtype. */
int64_t dtc_dtype_size(dtc_dtype dtype);
/* "f32", "f64", "f16", "i8", "i32", "i64", "bool", "bf16", "u8", "u32",
   "u64", "c64", or "?" when unknown. */
const char *dtc_dtype_name(dtc_dtype dtype);

/* Reductions. Floats reduce with IEEE arithmetic in group order (f16 and
   bf16 in f32, rounded once at the end to nearest even); MIN/MAX propagate
   NaN and order -0 below +0 (IEEE 754's minimum and maximum, as
   arith.minimumf and arith.maximumf; on GPU meshes too: NCCL's float
   MIN/MAX, which drop NaNs, are not used). Integers wrap on overflow
   (SUM, PROD); integer MEAN is the exact sum divided by the group size,
   truncated toward zero; unsigned integers compare and divide unsigned. AND/OR
   are bitwise and apply to integers and bool only. On bool, SUM and MAX are OR,
   PROD and MIN are AND, MEAN is an error. */
typedef enum dtc_reduction {
  DTC_SUM = 0,
  DTC_PROD = 1,
  DTC_MIN = 2,
  DTC_MAX = 3,
  DTC_MEAN = 4, /* SUM divided by the group size */
  DTC_AND = 5,
  DTC_OR = 6
} dtc_reduction;

/*===------------------------- meshes and devices ------------------------===*/

typedef struct dtc_mesh dtc_mesh;
typedef struct dtc_device dtc_device;

/* The largest tensor rank and mesh rank the runtime takes. */
#define DTC_MAX_RANK 32

/* The most devices a mesh may have (dtc refuses larger meshes when it
   compiles the program, the runtime when it makes one). */
#define DTC_MAX_DEVICES 65536

/* The most pointers the launcher passes an entry point: one per argument,
   plus one for the results when there are any. */
#define DTC_MAX_ENTRY_POINTERS 32

/* A mesh of `rank` axes (0 <= rank <= DTC_MAX_RANK; rank 0 is one device)
   with positive `axis_sizes`. `device_ids` holds one unique non-negative id
   per device in row-major order, or is NULL for 0 .. N-1. Returns NULL (and
   sets dtc_last_error) on a bad argument. */
dtc_mesh *dtc_mesh_create(int32_t rank, const int64_t *axis_sizes,
                          const int64_t *device_ids);

/* What a mesh's devices are. */
typedef enum dtc_device_type {
  DTC_DEVICE_CPU = 0, /* threads of this process, tensors in host memory */
  DTC_DEVICE_GPU = 1  /* NVIDIA GPUs through the CUDA driver, loaded at run
                         time; more mesh devices than GPUs share them */
} dtc_device_type;

/* dtc_mesh_create for devices of `type`. A GPU mesh needs the CUDA driver
   (libcuda.so.1) and at least one GPU: without them it returns NULL with
   dtc_last_error saying what is missing. */
dtc_mesh *dtc_mesh_create_typed(int32_t rank, const int64_t *axis_sizes,
                                const int64_t *device_ids,
                                dtc_device_type type);
/* A GPU mesh some of whose devices are CPU devices (threads of this process
   with tensors in host memory), e.g. a parameter device beside GPU
   replicas: `types` gives each device's type, row-major like `device_ids`.
   Collectives whose group has a CPU device stage the GPU members' buffers
   through host memory. Without a GPU device it is a CPU mesh. */
dtc_mesh *dtc_mesh_create_mixed(int32_t rank, const int64_t *axis_sizes,
                                const int64_t *device_ids,
                                const dtc_device_type *types);
/* GPU when any device of the mesh is a GPU. */
dtc_device_type dtc_mesh_device_type(const dtc_mesh *mesh);
/* Frees a mesh that is not running. NULL is ignored. */
void dtc_mesh_destroy(dtc_mesh *mesh);
/* Adds a view of `mesh`: another arrangement of some or all of its devices,
   as a mesh of `rank` axes with `axis_sizes` over the devices `device_ids`
   (row-major, each an id of `mesh`; NULL for ids 0 .. N-1). Programs with
   values on several meshes run on the mesh of all their devices and address
   the others as views (dtc_device_view). Returns the view's number (1, 2,
   ...; view 0 is the mesh itself), or -1 with dtc_last_error set on a bad
   argument or while the mesh runs. */
int32_t dtc_mesh_add_view(dtc_mesh *mesh, int32_t rank,
                          const int64_t *axis_sizes, const int64_t *device_ids);

int32_t dtc_mesh_rank(const dtc_mesh *mesh);
/* The size of `axis`, or -1 when out of range. */
int64_t dtc_mesh_axis_size(const dtc_mesh *mesh, int32_t axis);
/* The number of devices (product of the axis sizes). */
int64_t dtc_mesh_num_devices(const dtc_mesh *mesh);
/* The id of the device at linear `index`, or -1 when out of range. */
int64_t dtc_mesh_device_id(const dtc_mesh *mesh, int64_t index);
/* The linear index of the device with `id`, or -1 when the mesh has none. */
int64_t dtc_mesh_device_index(const dtc_mesh *mesh, int64_t id);

/* A hint on the order in which devices run: where a host mesh runs its
   devices as fibers (more devices than CPUs), each thread runs its block
   of consecutive devices in the order of `keys` (one per device index,
   ties in index order) instead of index order, so that devices that read
   the same data (the same shard of the program's largest inputs) run one
   after another while it is in cache. Which thread runs which devices does
   not change. Other meshes ignore it; so does a running mesh. */
void dtc_mesh_set_run_order(dtc_mesh *mesh, const int64_t *keys);

/* The per-device entry point of an SPMD program. */
typedef void (*dtc_device_fn)(dtc_device *device, void *arg);

/* Runs `fn(device, arg)` once per device, concurrently (one thread per
   device with the shared-memory backend), and returns when every call has
   returned. Returns DTC_OK, or the first failure of the run: a collective
   that failed on some device, dtc_device_abort, or a device that returned
   while its group waited for it in a collective (the others are woken with
   DTC_ERROR_ABORTED instead of waiting forever). A mesh runs one program at a
   time; it can run again after dtc_mesh_run returns. */
int dtc_mesh_run(dtc_mesh *mesh, dtc_device_fn fn, void *arg);

/* Seconds the slowest device spent inside collectives (waiting for its group
   included) during the last dtc_mesh_run. On GPU meshes this is the host's
   time: collectives on device buffers are queued on the streams, not
   waited for. */
double dtc_mesh_collective_seconds(const dtc_mesh *mesh);

/* The bytes the collectives of the last dtc_mesh_run moved between devices:
   per collective call, the most any device received from the others (read
   out of their buffers or written into its own by them), summed over the
   calls; `calls` (if not NULL) gets the number of calls. Counted by the
   shared-memory algorithms (CPU and virtual GPU meshes), not over NCCL.
   -1 for a NULL mesh. */
int64_t dtc_mesh_traffic_bytes(const dtc_mesh *mesh, int64_t *calls);

/* The device whose function the calling thread runs within dtc_mesh_run,
   else NULL. Compiled programs find their device by it. */
dtc_device *dtc_current_device(void);
dtc_mesh *dtc_device_mesh(const dtc_device *device);
/* The device's linear row-major index in its mesh. */
int64_t dtc_device_index(const dtc_device *device);
/* The device's id (dtc_mesh_device_id of its index). */
int64_t dtc_device_id(const dtc_device *device);
/* The device's type: its mesh's, or in a mixed mesh (dtc_mesh_create_mixed)
   its own. */
dtc_device_type dtc_device_get_type(const dtc_device *device);
/* The device's coordinate on `axis`, or -1 when out of range. */
int64_t dtc_device_coord(const dtc_device *device, int32_t axis);
/* The size of the group over `axes` and this device's index in it, or -1
   (with dtc_last_error set) for bad axes. */
int64_t dtc_device_group_size(const dtc_device *device, const int32_t *axes,
                              int32_t num_axes);
int64_t dtc_device_group_index(const dtc_device *device, const int32_t *axes,
                               int32_t num_axes);

/* `device` as a device of view `view` of its mesh (view 0: the mesh's own
   device), or NULL when the view does not include it or does not exist. A
   view device has the view's index, coordinates and groups; its collectives
   run with the mesh's other devices in the view. */
dtc_device *dtc_device_view(dtc_device *device, int32_t view);
/* Fails the run with `message`: every collective that is waiting or called
   later in this run returns DTC_ERROR_ABORTED, and dtc_mesh_run returns
   DTC_ERROR_ABORTED with the message. The caller should return from its
   device function. */
void dtc_device_abort(dtc_device *device, const char *message);

/* Device memory for tensors: 64-byte aligned, NULL on failure (or for 0
   bytes). Host memory with the shared-memory backend. */
void *dtc_device_alloc(dtc_device *device, int64_t bytes);
void dtc_device_free(dtc_device *device, void *ptr);
/* Copies between host memory and the device's memory (a plain copy on a
   CPU mesh); dtc_device_copy_to_device also copies within the device's
   memory (the source may be either: CUDA's unified addressing). Called
   from the device's own thread during dtc_mesh_run; the copy is complete
   when the call returns. */
int dtc_device_copy_to_device(dtc_device *device, void *dst, const void *src,
                              int64_t bytes);
int dtc_device_copy_to_host(dtc_device *device, void *dst, const void *src,
                            int64_t bytes);
/* Waits until the work the device has queued is done (a GPU's stream);
   returns at once on a CPU device. From the device's own thread. */
int dtc_device_synchronize(dtc_device *device);
/* Host memory for data on its way to or from the mesh's devices: page-locked
   (pinned) on a GPU mesh, so that the copies above run at full speed; plain
   64-byte aligned memory on a CPU mesh. NULL on failure (or for 0 bytes);
   freed with dtc_mesh_host_free before the mesh is destroyed. */
void *dtc_mesh_host_alloc(dtc_mesh *mesh, int64_t bytes);
void dtc_mesh_host_free(dtc_mesh *mesh, void *ptr);
/* Host memory whose `bytes` at `data` nothing writes until
   dtc_constant_end(data): the launcher declares the shards of an entry's
   inputs (written once, before the first call; compiled code never writes
   its arguments). A product on a host device whose B lies there keeps the
   copy it packs of B (dtc_host_sgemm_pack) when its loop ends, and the
   next loop that packs the same B, in this call of the entry or a later
   one, starts from that copy instead of filling a new one. Writing declared
   memory is undetected: products would compute with the values it had.
   Declaring `data` again (after new values were written) ends the previous
   declaration. */
void dtc_constant_begin(const void *data, int64_t bytes);
/* Ends the declaration at `data` (before the memory is written or freed);
   the copies packed from it are dropped. Nothing happens if none. */
void dtc_constant_end(const void *data);

/*===------------------------- collectives -------------------------------===*/
/* Every device of the mesh calls the same collectives in the same order
   (SPMD), each over its own group of `axes` (`num_axes` entries, major to
   minor, none repeated). `shape` is the local shape of the input. Buffers of
   different devices must not overlap; `in` and `out` of one device may be the
   same buffer only where noted. A failure aborts the run (see
   dtc_mesh_run). */

/* out = the inputs of the group concatenated along `dim` in group order;
   out's shape is shape with shape[dim] multiplied by the group size. */
int dtc_all_gather(dtc_device *device, const int32_t *axes, int32_t num_axes,
                   const void *in, void *out, int32_t rank,
                   const int64_t *shape, dtc_dtype dtype, int32_t dim);

/* out = the elementwise reduction of the group's `count`-element inputs.
   `in` == `out` is allowed. */
int dtc_all_reduce(dtc_device *device, const int32_t *axes, int32_t num_axes,
                   const void *in, void *out, int64_t count, dtc_dtype dtype,
                   dtc_reduction reduction);

/* The elementwise reduction of the group's inputs, split along `dim` into
   group-size blocks: the member at group index i keeps block i. shape[dim]
   must be divisible by the group size. */
int dtc_reduce_scatter(dtc_device *device, const int32_t *axes,
                       int32_t num_axes, const void *in, void *out,
                       int32_t rank, const int64_t *shape, dtc_dtype dtype,
                       int32_t dim, dtc_reduction reduction);

/* Splits `in` along `split_dim` into group-size blocks, sends block j to
   member j, and concatenates the received blocks in group order along
   `concat_dim`. out's shape is shape with shape[split_dim] divided by and
   shape[concat_dim] multiplied by the group size (the same when equal). */
int dtc_all_to_all(dtc_device *device, const int32_t *axes, int32_t num_axes,
                   const void *in, void *out, int32_t rank,
                   const int64_t *shape, dtc_dtype dtype, int32_t split_dim,
                   int32_t concat_dim);

/* The member at group index i sends its `bytes` to member perm[i]; `perm`
   (group-size entries) is a permutation of 0 .. group size - 1. `in` ==
   `out` is allowed. */
int dtc_collective_permute(dtc_device *device, const int32_t *axes,
                           int32_t num_axes, const void *in, void *out,
                           int64_t bytes, const int64_t *perm);

/* Every member's `out` receives the `bytes` of the member at group index
   `root`. `in` == `out` is allowed; only the root's `in` is read. */
int dtc_broadcast(dtc_device *device, const int32_t *axes, int32_t num_axes,
                  const void *in, void *out, int64_t bytes, int64_t root);

/* Waits until every device of the mesh has called dtc_barrier. */
int dtc_barrier(dtc_device *device);

/* Started collectives: dtc_all_reduce_start begins what dtc_all_reduce
   does and returns at once with a request; dtc_wait(request) completes it.
   In between the device may compute, but `in` must not change and `out`
   must not be read. `in` is passed to dtc_wait again, which checks it is
   the buffer the request started with. Every member starts and waits for
   the same collectives in the same order; a device may have at most
   DTC_MAX_STARTED requests in flight. On a CPU mesh the members meet at
   the start and each does its share of the reduction in dtc_wait; over
   NCCL the all_reduce runs on the device's communication stream while its
   stream runs on; elsewhere it completes in dtc_all_reduce_start. A failed
   start returns NULL (the run is aborted); dtc_wait of NULL returns the
   run's failure. */
#define DTC_MAX_STARTED 16
typedef struct dtc_request dtc_request;
dtc_request *dtc_all_reduce_start(dtc_device *device, const int32_t *axes,
                                  int32_t num_axes, const void *in, void *out,
                                  int64_t count, dtc_dtype dtype,
                                  dtc_reduction reduction);
int dtc_wait(dtc_device *device, dtc_request *request, const void *in);

/*===------------------------- layouts, pack and unpack ------------------===*/

/* A layout (docs/design.md, "Layout") in plain C. For a sharded or
   replicated layout, `num_dims` equals the tensor rank: dimension d is split
   over the `dim_num_axes[d]` mesh axes that follow in `dim_axes` (the axes of
   every dimension, concatenated, each major to minor; 0 axes = unsharded).
   `partial_axes` (none when num_partial_axes is 0) hold partial values
   combined with `partial_reduction` (DTC_SUM, DTC_MAX or DTC_MIN). No mesh
   axis appears twice over the dimensions and partial axes together.
   A single-device layout sets `single_device` to a device *index* of the mesh
   (dtc_mesh_device_index converts an id) and has no dimension entries and no
   partial axes; otherwise single_device is -1. */
typedef struct dtc_layout {
  int32_t num_dims;
  const int32_t *dim_num_axes; /* num_dims entries */
  const int32_t *dim_axes;     /* sum(dim_num_axes) entries */
  int32_t num_partial_axes;
  const int32_t *partial_axes; /* num_partial_axes entries */
  dtc_reduction partial_reduction;
  int64_t single_device; /* a device index, or -1 */
} dtc_layout;

/* Checks `layout` against the mesh and a tensor of `rank` and `global_shape`
   (every sharded dimension divisible by its shard count). */
int dtc_layout_check(const dtc_mesh *mesh, const dtc_layout *layout,
                     int32_t rank, const int64_t *global_shape);

/* The shape of the shard device `index` holds: per dimension of n elements
   over k shards, the block ceil(n/k) (docs/uneven.md: the last shards'
   blocks end in padding, which dtc_pack fills with zeros and dtc_unpack
   never reads), the whole shape for the device of a single-device layout
   and all zeros (nothing) for the other devices. */
int dtc_layout_local_shape(const dtc_mesh *mesh, const dtc_layout *layout,
                           int32_t rank, const int64_t *global_shape,
                           int64_t index, int64_t *local_shape);

/* The part of that shard that holds elements of the global array, at its
   start: the block, shorter (or empty) where a dimension's shards do not
   divide it; the whole shape for the device of a single-device layout and
   all zeros for the other devices. */
int dtc_layout_valid_shape(const dtc_mesh *mesh, const dtc_layout *layout,
                           int32_t rank, const int64_t *global_shape,
                           int64_t index, int64_t *valid_shape);

/* Sets *first to the device whose shard equals device `index`'s under the
   layout: the one with `index`'s coordinates and 0 on every mesh axis that
   neither shards a dimension nor is partial (`index` itself for a
   single-device layout). Devices with the same *first hold equal shards. */
int dtc_layout_first_replica(const dtc_mesh *mesh, const dtc_layout *layout,
                             int32_t rank, const int64_t *global_shape,
                             int64_t index, int64_t *first);

/* Splits the row-major global array into one shard per device: shards[i] is
   the buffer of device index i, of its local shape. Devices that share a
   block get copies. For a partial layout the device with coordinate 0 on
   every partial axis gets the value and the others the reduction's identity
   (0; -inf or the lowest integer for max; +inf or the largest for min; false
   and true for bool max and min), so reducing reproduces it. For a
   single-device layout only that device's shard is written (the others may
   be NULL). */
int dtc_pack(const dtc_mesh *mesh, const dtc_layout *layout, dtc_dtype dtype,
             int32_t rank, const int64_t *global_shape, const void *global,
             void *const *shards);

/* The inverse of dtc_pack: assembles the global array from the shards,
   reading the replica at coordinate 0 of every replicated axis and reducing
   partial values over the partial axes in group order. Shards that are not
   read may be NULL. */
int dtc_unpack(const dtc_mesh *mesh, const dtc_layout *layout, dtc_dtype dtype,
               int32_t rank, const int64_t *global_shape,
               const void *const *shards, void *global);

/*===------------------------- .npy files --------------------------------===*/
/* NumPy's .npy format: versions 1.0, 2.0 and 3.0 are read, 1.0 is written
   (byte-identical to numpy.save). Little-endian, C order only. dtypes:
   '<f4' f32, '<f8' f64, '<f2' f16, '|i1' i8, '<i4' i32, '<i8' i64, '|b1'
   bool, '<V2' bf16 (as JAX saves it), '|u1' u8, '<u4' u32, '<u8' u64. Every
   malformed file is an error, never a crash. */

typedef struct dtc_npy_header {
  dtc_dtype dtype;
  int32_t rank;
  int64_t shape[DTC_MAX_RANK];
  int64_t data_offset; /* where the data starts in the file */
  int64_t data_bytes;  /* elements times the dtype's size */
} dtc_npy_header;

/* Reads and checks the header; also checks the file holds exactly
   data_bytes of data after it. */
int dtc_npy_read_header(const char *path, dtc_npy_header *header);

/* Checks that the file is a valid .npy of `dtype` and `shape`
   (DTC_ERROR_MISMATCH with both in the message when it is not). */
int dtc_npy_check(const char *path, dtc_dtype dtype, int32_t rank,
                  const int64_t *shape);

/* dtc_npy_check, then reads the data into `data` (the caller's buffer of the
   expected size). */
int dtc_npy_read(const char *path, dtc_dtype dtype, int32_t rank,
                 const int64_t *shape, void *data);

/* dtc_npy_check, then dtc_pack of the file's array into the shards that are
   not NULL (those of this process's devices), reading only their bytes: a
   device's block row by row, a whole replica, nothing for a partial
   layout's identity. A NULL shard is skipped. */
int dtc_npy_read_shards(const char *path, const dtc_mesh *mesh,
                        const dtc_layout *layout, dtc_dtype dtype, int32_t rank,
                        const int64_t *global_shape, void *const *shards);

/* dtc_npy_read_shards of a window of rows: the file's array has `dtype`,
   global_shape's dimensions after the first, and at least first_row +
   global_shape[0] rows; rows first_row .. first_row + global_shape[0] - 1
   are the global array (a dataset's batch). Reads only the shards' bytes. */
int dtc_npy_read_row_shards(const char *path, int64_t first_row,
                            const dtc_mesh *mesh, const dtc_layout *layout,
                            dtc_dtype dtype, int32_t rank,
                            const int64_t *global_shape, void *const *shards);

/* Reads rows first_row .. first_row + shape[0] - 1 of a file like
   dtc_npy_read_row_shards's into `data` (shape's bytes). */
int dtc_npy_read_rows(const char *path, int64_t first_row, dtc_dtype dtype,
                      int32_t rank, const int64_t *shape, void *data);

/* Reads any valid file: fills `header` and sets `*data` to a malloc'ed
   buffer (free with dtc_free; NULL for an empty array). */
int dtc_npy_load(const char *path, dtc_npy_header *header, void **data);

/* Writes a version 1.0 file. The data goes to a temporary file in the same
   directory that is renamed over `path` only when complete: on failure no
   partial file is left and an existing `path` is untouched. */
int dtc_npy_write(const char *path, const void *data, dtc_dtype dtype,
                  int32_t rank, const int64_t *shape);

/* Frees memory the runtime allocated for the caller (dtc_npy_load). */
void dtc_free(void *ptr);

/* ---- Clients: one process per client of a multi-process mesh ----------
   A mesh of K clients (TF DTensor's multi-client meshes) runs in K
   processes started by a process launcher (mpirun, srun): process r is
   client r (its MPI rank) and runs its block of the mesh's devices. Data
   crosses processes over MPI (the system's OpenMPI, libmpi.so.40, loaded at
   run time as the dynamic loader finds it). */

/* The number of processes the launcher started this job with, from the
   environment (OMPI_COMM_WORLD_SIZE, PMIX_SIZE, PMI_SIZE); 1 when started
   alone. Loads nothing. */
int32_t dtc_clients_launched(void);
/* Joins the job: loads MPI, checks that it has `num_clients` processes and
   that every process runs the same program (`program_hash`: of the program
   and its options), else fails on every process with a message naming the
   mismatch. Call once per process, before creating a multi-client mesh. */
int dtc_clients_init(int32_t num_clients, uint64_t program_hash);
/* This process's client id and the number of clients (0 and 1 before
   dtc_clients_init). */
int32_t dtc_client_id(void);
int32_t dtc_num_clients(void);
/* Bytes between clients (the launcher gathers result shards with them);
   0 <= `tag` < DTC_CLIENTS_BARRIER_TAG tells transfers apart. Waits are
   under the watchdog. */
int dtc_client_send(int32_t to, const void *data, int64_t bytes, int32_t tag);
int dtc_client_recv(int32_t from, void *data, int64_t bytes, int32_t tag);
/* Returns once every client has called it (under the watchdog). */
int dtc_clients_barrier(void);
#define DTC_CLIENTS_BARRIER_TAG ((1 << 30) - 1)
/* The watchdog: a wait for another process (the job's start-up, a
   collective, a transfer) that lasts `seconds` aborts every process, naming
   what waited and the clients that never arrived. Default
   DTC_DEFAULT_COLLECTIVE_TIMEOUT seconds, or DTC_COLLECTIVE_TIMEOUT. */
#define DTC_DEFAULT_COLLECTIVE_TIMEOUT 120
void dtc_clients_set_timeout(double seconds);
/* What the job is doing, for the watchdog's message (e.g. "step 12"). */
void dtc_clients_set_context(const char *text);
/* Aborts every process of the job, after printing `message` on stderr;
   does not return. */
void dtc_clients_abort(const char *message);
/* Leaves the job (after its last transfer). */
void dtc_clients_finalize(void);

/* A mesh whose devices are split over the job's clients (dtc_clients_init
   first, with the same count). `held` lists each client's device ids,
   client after client (N / num_clients each, in the client's local order);
   NULL means `num_clients` contiguous blocks in row-major device order,
   client c running block c. `types` gives each device's type as for
   dtc_mesh_create_mixed (NULL: all CPU). On a CPU mesh, collectives whose
   group is in this process use shared memory and the others go over MPI.
   On a GPU mesh each process opens only the GPUs of its devices (after
   those of the processes on its machine before it) and a group on
   different GPUs has an NCCL communicator across the processes, its
   unique id sent over MPI; other groups that span processes stage through
   host memory and MPI. */
dtc_mesh *dtc_mesh_create_clients(int32_t rank, const int64_t *axis_sizes,
                                  const int64_t *device_ids,
                                  int32_t num_clients, const int64_t *held,
                                  const dtc_device_type *types);
/* The client that runs the mesh's device `index` (0 for one-process meshes;
   -1 when out of range). */
int32_t dtc_mesh_device_client(const dtc_mesh *mesh, int64_t index);
/* The position of the mesh's device `index` among its client's devices
   (TF's local device number; -1 when out of range). */
int32_t dtc_mesh_device_local_index(const dtc_mesh *mesh, int64_t index);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* DTC_RUNTIME_H */
