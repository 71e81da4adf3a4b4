# A loop driver in the shape GCC gives run_nested: the countdown check branches (js) to a
# block that starts with the call to hb_detail_poll. Comments with "quotes" # and ; are ignored.
	.file	"check_branch.cpp"
	.text
	.p2align 4
	.type	driver, @function
driver:
.LFB1:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	movq	%rdi, %rbx
	movq	hb_detail_tls@gottpoff(%rip), %r12
.L10:
	movq	%fs:(%r12), %rax
	subq	$1, %rax
	js	.L19
	movq	%rax, %fs:(%r12)
	addq	$1, (%rbx)    # one iteration
.L13:
	cmpq	$100, (%rbx)
	jl	.L10
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
.L19:
	.cfi_restore_state
	call	hb_detail_poll@PLT
	jmp	.L13
	.cfi_endproc
.LFE1:
	.size	driver, .-driver
	.section	.rodata.str1.1,"aMS",@progbits,1
.LC0:
	.string	"a # not a comment; nor this"
	.text
	.p2align 4
	.globl	plain
	.type	plain, @function
plain:
	leaq	.LC0(%rip), %rax; ret
	.size	plain, .-plain
	.ident	"GCC"
	.section	.note.GNU-stack,"",@progbits
# gcc -g: a location view is a symbol that `.loc` defines; the checked copy renames it.
	.file 1 "check_branch.cpp"
	.text
	.type	viewed, @function
viewed:
	.loc 1 5 3 view .LVU7
	subq	$1, %rax
	jle	.L30
	ret
.L30:
	.loc 1 6 3 is_stmt 0 view .LVU8
	call	hb_detail_poll@PLT
	ret
	.size	viewed, .-viewed
