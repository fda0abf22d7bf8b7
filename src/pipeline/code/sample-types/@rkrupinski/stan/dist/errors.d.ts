export declare class Aborted extends Error {
}
