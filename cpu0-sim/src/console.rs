//! The I/O ports: the console output port at `0xFF000000` and the console it writes
//! to, the input port at `0xFF000004` and the standard input behind it, and the
//! exit port at `0xFF000008` (handled by the execution loop, which stops there).

use cpu0_asm::Endian;
use std::cell::RefCell;
use std::io::{self, Read, Write};
use std::rc::Rc;

/// The address of the console output port.
pub const IO_PORT: u32 = 0xFF00_0000;

/// The address of the input port: a word load returns the next byte of the
/// program's standard input (0..=255), or [`END_OF_INPUT`] at its end.
pub const INPUT_PORT: u32 = 0xFF00_0004;

/// The address of the exit port: a word store ends the program with that word as
/// its exit status.
pub const EXIT_PORT: u32 = 0xFF00_0008;

/// What a word load from [`INPUT_PORT`] returns once the input is exhausted.
pub const END_OF_INPUT: u32 = 0xFFFF_FFFF;

/// Everything the guest printed, kept in a buffer and optionally streamed to a
/// sink; and the guest's standard input (none: empty).
#[derive(Default)]
pub(crate) struct Console {
    pub(crate) buffer: Vec<u8>,
    pub(crate) sink: Option<Box<dyn Write>>,
    pub(crate) input: Option<Box<dyn Read>>,
}

impl Console {
    /// A word load from the input port: the next input byte, or [`END_OF_INPUT`]
    /// at the end of the input or on a read error (the guest cannot tell them
    /// apart, as with `getchar`).
    pub(crate) fn read_input(&mut self) -> u32 {
        // An interactive program prompts before it reads: show the prompt.
        self.flush();
        let Some(input) = &mut self.input else {
            return END_OF_INPUT;
        };
        let mut byte = [0u8; 1];
        loop {
            match input.read(&mut byte) {
                Ok(0) => return END_OF_INPUT,
                Ok(_) => return u32::from(byte[0]),
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(_) => return END_OF_INPUT,
            }
        }
    }

    fn emit(&mut self, bytes: &[u8]) {
        self.buffer.extend_from_slice(bytes);
        if let Some(sink) = &mut self.sink {
            // A failing host sink is the host's concern, not a guest fault; the bytes
            // stay in the buffer.
            let _ = sink.write_all(bytes);
        }
    }

    /// Called when a run stops, so a buffered sink shows everything printed so far.
    pub(crate) fn flush(&mut self) {
        if let Some(sink) = &mut self.sink {
            let _ = sink.flush();
        }
    }

    /// `sb` to the port: the byte is printed.
    pub(crate) fn store_byte(&mut self, byte: u8) {
        self.emit(&[byte]);
    }

    /// `st` to the port, the reference model's quirk: with the word laid out as it
    /// would be in memory at `IO_PORT..IO_PORT+3`, nothing is printed if the byte at
    /// +3 is NUL, otherwise the non-NUL bytes at +3, +2, +1, +0, in that order.
    pub(crate) fn store_word(&mut self, word: u32, endian: Endian) {
        let at = endian.word_bytes(word);
        if at[3] == 0 {
            return;
        }
        let printed: Vec<u8> = [at[3], at[2], at[1], at[0]]
            .into_iter()
            .filter(|b| *b != 0)
            .collect();
        self.emit(&printed);
    }
}

/// A cloneable in-memory [`Write`] sink: give one clone to the machine (as its trace
/// or console sink) and read what was written through another.
///
/// ```
/// use cpu0_sim::SharedBuffer;
/// use std::io::Write;
/// let buf = SharedBuffer::new();
/// let mut writer = buf.clone();
/// writer.write_all(b"hi").unwrap();
/// assert_eq!(buf.contents(), b"hi");
/// ```
#[derive(Clone, Debug, Default)]
pub struct SharedBuffer(Rc<RefCell<Vec<u8>>>);

impl SharedBuffer {
    pub fn new() -> SharedBuffer {
        SharedBuffer::default()
    }

    /// A copy of everything written so far.
    pub fn contents(&self) -> Vec<u8> {
        self.0.borrow().clone()
    }

    /// Everything written so far, as text (invalid UTF-8 replaced).
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.0.borrow()).into_owned()
    }

    /// Everything written so far, leaving the buffer empty.
    pub fn take(&self) -> Vec<u8> {
        std::mem::take(&mut *self.0.borrow_mut())
    }
}

impl Write for SharedBuffer {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0.borrow_mut().extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}
